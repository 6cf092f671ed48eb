// The driver API's handle types kernels take as parameters, through
// <cuda.h>: CUtexObject and CUsurfObject (the same 64-bit values as the
// runtime's objects) and the TMA descriptor `const __grid_constant__
// CUtensorMap`, 128-byte aligned: the kernel's name and parameter list are
// nvcc 13.0's. Before, "unknown type name 'CUtexObject'" (cuda-samples'
// simpleTextureDrv).
// ARGS: -arch=sm_90 -ptx
// MIN-ARCH: sm_90
// CHECK: .entry _Z1kyy14CUtensorMap_stPf(
// CHECK: .param .align 128 .b8 _Z1kyy14CUtensorMap_stPf_param_2[128],
// CHECK: tex.1d.v4.f32.s32
// CHECK: sust.b.1d.b32.trap
#include <cuda.h>
__global__ void k(CUtexObject t, CUsurfObject s, const __grid_constant__ CUtensorMap m, float *o) {
  o[0] = tex1Dfetch<float>(t, threadIdx.x);
  surf1Dwrite(o[0], s, 0);
  o[1] = (float)(size_t)&m;
}
