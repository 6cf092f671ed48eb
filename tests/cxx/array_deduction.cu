// Deduction of array bounds: `T (&)[N]`, `const T (&)[N]` and
// `T (*)[N]` deduce both the element type and the bound (with the
// bound's own parameter type in the mangled name: `Li4E`, `Lm4E`);
// reference binding adds const to array elements. Every symbol equals
// clang-19's.
#include "clang_cuda.h"

template <class T, int N> __device__ int len(T (&a)[N]) { return N; }
template <class T, unsigned long N> __device__ T sum(const T (&a)[N]) {
    T s = 0;
    for (unsigned long i = 0; i < N; ++i)
        s += a[i];
    return s;
}
template <int N> __device__ float first(float (*p)[N]) { return (*p)[0] * N; }
template <class T> __device__ T head(T *p) { return p[0]; }
template <int R, int C> __device__ int cells(const float (&m)[R][C]) { return R * C; }
__device__ int plain(const int (&a)[4]) { return a[0]; }

__global__ void arrays(float *o) {
    float a[4] = {1, 2, 3, 4};
    int b[3] = {1, 2, 3};
    int c[4] = {0};
    float m[2][3] = {};
    o[0] = len(a) + len(b) + sum(a) + sum(b) + first(&a) + head(a) + plain(c) + cells(m);
    o[1] = len<float, 4>(a);
}
