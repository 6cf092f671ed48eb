// Execution-space attributes written after the return type, after a
// pointer or reference operator, one or two in a row, also on the next
// line (HeCBench's logan: `Ty_ const &` then `__device__ __host__
// max_logan(…)`). nvcc and clang read them as the function's; tree-sitter
// read none of these, and the two-attribute forms were "expected
// identifier". Every symbol equals clang-19's.
#include "clang_cuda.h"

template <typename T>
T const &
__device__ __host__ max_of(const T &a, const T &b) {
    return a < b ? b : a;
}
template <typename T> T const & __device__ __host__ min_of(const T &a, const T &b) {
    return a < b ? a : b;
}
template <typename T>
T *
__device__ pick(T *a, T *b, bool first) {
    return first ? a : b;
}
int __device__ __forceinline__ square(int x) { return x * x; }

__global__ void use(int *o, float *f) {
    o[0] = max_of(o[1], o[2]) + min_of(o[3], o[4]) + square(o[5]);
    f[0] = max_of(f[1], f[2]);
    *pick(o, o + 1, o[6] > 0) = 1;
}
