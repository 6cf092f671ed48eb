// Before sm_53 PTX has no f16 arithmetic: cuda_fp16.h computes in float
// and rounds once more (exact: float's 24 bits exceed twice half's 11), so
// the IR is plain float arithmetic between the fp16 conversions, and
// `mul.rn`-style non-contraction is kept by the separate roundings.
// ARGS: -arch=sm_52
#include <cuda_fp16.h>

// CHECK: define void @_Z9axpy_halfi6__halfPKS_PS_(
// CHECK-NOT: asm
// CHECK: call float @llvm.convert.from.fp16.f32(i16
// CHECK: fmul
// CHECK: call i16 @llvm.convert.to.fp16.f32(float
// CHECK: fadd
// CHECK: call i16 @llvm.convert.to.fp16.f32(float
// CHECK: ret void
__global__ void axpy_half(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// Saturation clamps to [0, 1]; a NaN min operand yields the other one.
// CHECK: define void @_Z3satP6__halfPKS_(
// CHECK: fadd
// CHECK: fcmp
// CHECK: ret void
__global__ void sat(__half *out, const __half *in) {
  out[0] = __hadd_sat(in[0], in[1]);
  out[1] = __hmax(in[2], in[3]);
}
