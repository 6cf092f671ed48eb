// Variable templates: device variables per specialisation, named as nvcc
// and clang name them (`_Z7scratchIfE`, in a namespace `_ZN2ns5tableIiEE`),
// with an explicit specialisation, and constexpr ones read as constants.
#include "clang_cuda.h"

template <class T> __device__ T scratch[4];
namespace ns {
template <class T> __device__ T table[2] = {T(1), T(2)};
template <> __device__ int table<int>[2] = {10, 20};
}
template <class T> constexpr T scale_v = T(2);

template <class T> __global__ void fill(T *out) {
    scratch<T>[threadIdx.x % 4] = ns::table<T>[1] * scale_v<T>;
    out[threadIdx.x] = scratch<T>[0];
}
template __global__ void fill<float>(float *);
template __global__ void fill<int>(int *);
