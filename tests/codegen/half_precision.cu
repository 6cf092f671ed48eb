// cuda_fp16.h: __half/__half2 as nvcc's header has them. Conversions are
// the NVVM IR spec's fp16 intrinsics (no `half` type, which libNVVM's LLVM 7
// dialect lacks); arithmetic is one PTX f16 instruction (sm_53+); the
// operators, shuffles and atomics are the ones CUDA code uses.
// ARGS: -arch=sm_80
// MIN-ARCH: sm_75
#include <cuda_fp16.h>

// CHECK: define void @_Z9axpy_halfi6__halfPKS_PS_(
// CHECK: asm "mul.f16 $0, $1, $2;", "=h,h,h"
// CHECK: asm "add.f16 $0, $1, $2;", "=h,h,h"
// CHECK: ret void
__global__ void axpy_half(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// Float in and out: llvm.convert.{to,from}.fp16, which LLVM folds.
// CHECK: define void @_Z5convsPKfP6__halfPf(
// CHECK: call i16 @llvm.convert.to.fp16.f32(float
// CHECK: call float @llvm.convert.from.fp16.f32(i16
// CHECK: asm "cvt.rz.f16.f32 $0, $1;", "=h,f"
// CHECK: asm "cvt.rmi.s32.f16 $0, $1;", "=r,h"
// CHECK: ret void
__global__ void convs(const float *in, __half *out, float *back) {
  int i = threadIdx.x;
  __half h = in[i];
  out[i] = h;
  back[i] = h;
  back[i + 32] = __half2float(__float2half_rz(in[i]));
  back[i + 64] = (float)__half2int_rd(h);
}

// Packed pairs: one f16x2 instruction on the 32-bit register.
// CHECK: define void @_Z4fma2iPK7__half2PS_f(
// CHECK: asm "fma.rn.f16x2 $0, $1, $2, $3;", "=r,r,r,r"
// CHECK: ret void
__global__ void fma2(int n, const __half2 *x, __half2 *y, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __hfma2(__float2half2_rn(s), x[i], y[i]);
}

// Compound assignment, increment, negation (a sign-bit flip), comparison
// through float, sm_80's min.f16.
// CHECK: define void @_Z3opsP6__halfPKS_(
// CHECK: asm "add.f16 $0, $1, $2;"
// CHECK: asm "mul.f16 $0, $1, $2;"
// CHECK: xor i16
// CHECK: fcmp ogt float
// CHECK: asm "min.f16 $0, $1, $2;"
// CHECK: ret void
__global__ void ops(__half *out, const __half *in) {
  __half acc = 0;
  acc += in[0];
  acc *= in[1];
  ++acc;
  out[0] = -acc;
  if (in[2] > __half(1.5f))
    out[1] = __hmin(in[2], in[3]);
}

// A warp sum of halves: shuffles move the bits.
// CHECK: define void @_Z6reducePK6__halfPf(
// CHECK: call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1,
// CHECK: asm "add.f16 $0, $1, $2;"
// CHECK: ret void
__global__ void reduce(const __half *x, float *out) {
  __half v = x[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v = __hadd(v, __shfl_down_sync(0xffffffffu, v, o));
  if (threadIdx.x == 0)
    *out = __half2float(v);
}

// CHECK: define void @_Z4atomP7__half2P6__halfS_(
// CHECK: asm sideeffect "atom.add.noftz.f16x2 $0, [$1], $2;", "=r,l,r,~{memory}"
// CHECK: asm sideeffect "atom.add.noftz.f16 $0, [$1], $2;", "=h,l,h,~{memory}"
// CHECK: ret void
__global__ void atom(__half2 *p, __half *q, __half2 v) {
  atomicAdd(p, v);
  atomicAdd(q, v.x);
}
