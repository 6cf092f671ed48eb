// cuda_bf16.h: __nv_bfloat16 is the high half of a float, so widening is a
// shift; narrowing is cvt.rn.bf16.f32 from sm_80 and integer rounding
// before; sm_80 has fma.rn.bf16, sm_90 add/sub/mul.rn.bf16; the rest is
// float arithmetic rounded once more.
// ARGS: -arch=sm_80
#include <cuda_bf16.h>

// CHECK: define void @_Z9axpy_bf16i13__nv_bfloat16PKS_PS_(
// CHECK: asm "fma.rn.bf16 $0, $1, $2, $3;", "=h,h,h,h"
// CHECK: ret void
__global__ void axpy_bf16(int n, __nv_bfloat16 a, const __nv_bfloat16 *x, __nv_bfloat16 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __hfma(a, x[i], y[i]);
}

// Widening: a 16-bit shift into a float's bits; narrowing: one cvt.
// CHECK: define void @_Z5convsPK14__nv_bfloat162PS_Pf(
// CHECK: shl
// CHECK: fmul
// CHECK: asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"
// CHECK: ret void
__global__ void convs(const __nv_bfloat162 *x, __nv_bfloat162 *y, float *o) {
  int i = threadIdx.x;
  __nv_bfloat162 v = x[i] * y[i];
  y[i] = v;
  o[i] = __low2float(v) + __high2float(v) + (float)__float2bfloat16_rd(o[i]);
}

// A warp sum with operators, and the CAS-loop atomic add.
// CHECK: define void @_Z6reducePK13__nv_bfloat16PS_(
// CHECK: call i32 @llvm.nvvm.shfl.sync.bfly.i32(
// CHECK: cmpxchg ptr
// CHECK: ret void
__global__ void reduce(const __nv_bfloat16 *x, __nv_bfloat16 *total) {
  __nv_bfloat16 s = x[threadIdx.x];
  for (int d = 16; d > 0; d /= 2)
    s = s + __shfl_xor_sync(0xffffffffu, s, d);
  if (threadIdx.x == 0)
    atomicAdd(total, s);
}
