// `(T)(x)[i]`, `(T)(p)->m`, `(T)(x).m[j]`, `(T)(q)[0]++`: a C-style cast
// applies to the whole postfix expression after it (C++'s grammar), which
// tree-sitter reads as the call `(T)(x)` followed by the postfix operator.
// ggml's `convert.cu` writes `(dst_t)((const src_t *)vx)[i]`. A
// parenthesised function pointer stays a call: `(f)(x)`.
struct P { float v[3]; float w; };
typedef int I;
template <typename S, typename D> __device__ D conv(const void *x, int i) {
    return (D)((const S *)x)[i];
}
template <typename D> __device__ D members(const P *p) { return (D)(p)->w + (D)(p[0]).v[2]; }
__device__ int post(int *a) {
    int *q = a;
    int r = (I)(q)[0]++;
    return r * 100 + (I)(a)[0];
}
__device__ float square(float x) { return x * x; }
__device__ float through(float (*f)(float), float x) { return (f)(x); }
__global__ void run(int *out) {
    float f[3] = {1.5f, 2.75f, -3.5f};
    out[0] = conv<float, int>(f, 1);
    out[1] = conv<float, int>(f, 2);
    P p = {{1.25f, 2.5f, 3.75f}, 4.5f};
    out[2] = members<int>(&p);
    out[3] = (int)(members<float>(&p) * 100);
    int a[2] = {7, 9};
    out[4] = post(a);
    out[5] = a[0];
    out[6] = (int)through(square, 3.0f);
    unsigned char bytes[4] = {200, 1, 2, 3};
    out[7] = (I)(bytes)[0] + (I)(signed char)(bytes)[0];
}
