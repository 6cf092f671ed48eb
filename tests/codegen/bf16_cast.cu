// `(__nv_bfloat16)x` for a float x: the cast direct-initialises the class
// through its float constructor, as nvcc's header allows (before: "cannot
// cast from type 'float' to '__nv_bfloat16'"), rounding with sm_80's cvt.
// ARGS: -ptx -arch=sm_80
#include <cuda_bf16.h>
__global__ void k(__nv_bfloat16 *o, const float *f) {
    o[threadIdx.x] = (__nv_bfloat16)f[threadIdx.x];
}
// CHECK: .visible .entry _Z1kP13__nv_bfloat16PKf(
// CHECK: cvt.rn.bf16.f32
