// A GNU attribute right after a pointer operator (`int *
// __attribute__((noinline)) f()`, `int *__restrict__
// __attribute__((unused)) p`) appertains to the declaration, as GCC reads
// it; tree-sitter-cpp read it nowhere and cudac reported a syntax error.
// `sizeof(C::m)` names a non-static data member in an unevaluated operand
// ([expr.prim.id]p3): no object is needed (was "invalid use of non-static
// data member").
struct C {
    int d;
    double arr[4];
    struct In {
        float q;
        char tag[3];
    } in;
};
template <class T> struct W {
    T v[5];
    static const int n = sizeof(W::v) / sizeof(T);
};

__device__ int * __attribute__((noinline)) pick(int *a, int i) { return a + i; }
__device__ int sum(const int *__restrict__ __attribute__((unused)) p, int n) {
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += p[i];
    return s;
}
__device__ int &__attribute__((unused)) first(int *a) { return a[0]; }

__global__ void run(int *out) {
    int zero = out[63];
    int a[4] = {1, 2, 3, 4 + zero};
    int *const __attribute__((unused)) end = a + 4;
    out[0] = *pick(a, 2);
    out[1] = sum(a, 4);
    first(a) = 10;
    out[2] = a[0] + (int)(end - a);
    out[3] = sizeof(C::d);
    out[4] = sizeof(C::arr);
    out[5] = sizeof(C::in.tag);
    out[6] = sizeof(C::In::q);
    out[7] = W<short>::n + W<double>::n * 10;
    out[8] = alignof(decltype(C::arr));
}
