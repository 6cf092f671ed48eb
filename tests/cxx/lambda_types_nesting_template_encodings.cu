// A function template specialised for a lambda declared in another
// function template: the lambda's name nests the enclosing template's
// encoding (`Z3addIfEvPKT_S3_PS1_iE`), whose parameter types are
// substitutions for the outer template's own (`EvS3_S3_S4_iT0_`, as nvcc
// and clang write it). Before, `const T *` of the two templates counted as
// different types and the kernel was named `…EvPKS1_S7_PS1_iT0_`, which
// nvcc's host code would not find.
#include "clang_cuda.h"

template <typename T, typename Op>
__device__ __noinline__ void ew(const T *a, const T *b, T *c, int n, Op op) {
    int i = threadIdx.x;
    if (i < n)
        c[i] = op(a[i], b[i]);
}

template <typename T> __device__ void add(const T *a, const T *b, T *c, int n) {
    ew(a, b, c, n, [](T x, T y) { return x + y; });
}

template <typename T, typename U> __device__ void pair_up(T *t, const U &u) {
    auto f = [](const T &x, const U &y) { return x + (T)y; };
    ew(t, t, t, 1, f);
}

__global__ void use(float *p, int *q) {
    add<float>(p, p, p, 1);
    add<int>(q, q, q, 1);
    pair_up(p, 2.0);
}
