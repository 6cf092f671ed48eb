// Function pointers as non-type template arguments (`template <red_t R>`
// given `warpSum` or `&warpSum`, as reduction helpers are written): the
// parameter names the function, calls through it are direct calls, and the
// specialisations are named as clang and nvcc name them
// (`_Z11blockReduceIXadL_Z7warpSumfEEEff`).
#include "clang_cuda.h"

__device__ float warpSum(float v) { return v * 2.0f; }
__device__ float warpMax(float v) { return v + 1.0f; }
using red_t = float (*)(float);
namespace ops {
template <red_t R> __device__ float reduce(float v, bool again, float o) { return again ? R(R(v)) + o : R(v) + o; }
template <red_t R> __device__ float reduce(float v) { return reduce<R>(v, false, 0.0f); }
}
template <red_t R, int N> struct Op {
    __device__ static float apply(float v) { return R(v) * N; }
};

__global__ void k(float *o) {
    o[0] = ops::reduce<warpSum>(o[1]) + ops::reduce<&warpMax>(o[2], true, 1.0f);
    o[3] = Op<warpMax, 3>::apply(o[4]);
}
