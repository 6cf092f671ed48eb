// Partial specialisations of variable templates: the most specialised
// match chosen for each argument list (pointer, array, recursive uses in
// constant expressions, device variables), named as clang and nvcc name
// the specialisations. Every symbol equals clang-19's.
#include "clang_cuda.h"
template <class T> constexpr int rank_v = 0;
template <class T> constexpr int rank_v<T *> = 1 + rank_v<T>;
template <class T, int N> constexpr int rank_v<T[N]> = 10 + rank_v<T>;
template <class T> constexpr bool is_ptr_v = false;
template <class T> constexpr bool is_ptr_v<T *> = true;
template <class T> __device__ T scale_v = T(1);
template <class T> __device__ T scale_v<T *> = T(0);
__global__ void k(int *out) {
    out[0] = rank_v<int>;
    out[1] = rank_v<int **>;
    out[2] = rank_v<float *[3]>;
    out[3] = is_ptr_v<int *> + is_ptr_v<int>;
    static_assert(rank_v<char ***> == 3, "");
    out[4] = scale_v<int> + scale_v<int *> * 2;
}
template <class T, class U> constexpr int same_v = 0;
template <class T> constexpr int same_v<T, T> = 1;
template <class T> __device__ int widths[sizeof(T)];
__global__ void k2(int *out) {
    out[0] = same_v<int, int> * 10 + same_v<int, float>;
    out[1] = widths<double>[7] + widths<char>[0];
}
