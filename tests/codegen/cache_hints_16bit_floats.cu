// Cached and cache-hinted loads and stores of __half, __half2,
// __nv_bfloat16 and __nv_bfloat162: nvcc's fp16/bf16 headers overload
// __ldg, __ldcg, … and __stcg, … for them (llm.c's layernorm_backward reads
// `__ldcg(&dbiasVec2[i])` of a __nv_bfloat162); the accesses are those of
// the bits, 16 or 32 wide, as in nvcc's PTX.
// ARGS: -ptx -arch=sm_80
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// CHECK: .entry _Z5hintsP14__nv_bfloat162P13__nv_bfloat16P7__half2P6__halfPf(
// CHECK: ld.global.cg.b32
// CHECK: ld.global.nc.u16
// CHECK: ld.global.cs.b32
// CHECK: ld.global.lu.b16
// CHECK: ld.global.ca.b16
// CHECK: ld.global.cv.b16
// CHECK: st.global.cg.b32 [
// CHECK: st.global.wt.b16 [
// CHECK: st.global.cs.b32 [
// CHECK: st.global.wb.b16 [
__global__ void hints(__nv_bfloat162 *a, __nv_bfloat16 *b, __half2 *c, __half *d, float *o) {
  int i = threadIdx.x;
  __nv_bfloat162 x = __ldcg(&a[i]);
  __nv_bfloat16 y = __ldg(&b[i]);
  __half2 z = __ldcs(&c[i]);
  __half w = __ldlu(&d[i]);
  __nv_bfloat16 v = __ldca(&b[i + 1]);
  __half u = __ldcv(&d[i + 1]);
  __stcg(&a[i + 1], x);
  __stwt(&b[i + 2], y);
  __stcs(&c[i + 1], z);
  __stwb(&d[i + 2], w);
  o[i] = __bfloat162float(x.x) + __bfloat162float(y) + __half2float(z.y) + __half2float(w) +
         __bfloat162float(v) + __half2float(u);
}
