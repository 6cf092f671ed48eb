// --use_fast_math: sinf/cosf/expf/logf call libdevice's fast versions
// (sin.approx, cos.approx, ex2.approx, lg2.approx), x / y is __fdividef
// (div.approx), sqrtf takes the approximate path (__CUDA_PREC_SQRT = 0),
// and every f32 instruction flushes denormals (.ftz, from the
// nvvm-reflect-ftz flag in libdevice and the denormal-fp-math-f32
// attribute in the user's code). Double precision is unchanged.
// ARGS: -ptx -arch=sm_75 --use_fast_math
// CHECK-NOT: __nv_
// CHECK: .entry _Z5fmathPKfPf(
// CHECK-NOT: .rn.f32
// CHECK: fma.rn.ftz.f32
// CHECK-NOT: div.rn
// CHECK: div.approx.ftz.f32
// CHECK-NOT: .rn.f32
// CHECK: sin.approx.ftz.f32
// CHECK-NOT: .rn.f32
// CHECK: sqrt.approx.ftz.f32
// CHECK-NOT: .rn.f32
// CHECK: lg2.approx.ftz.f32
// CHECK-NOT: .rn.f32
// CHECK: cos.approx.ftz.f32
// CHECK-NOT: .rn.f32
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: .rn.f32
// CHECK: .entry _Z5dmathPKdPd(
// CHECK: div.rn.f64
// CHECK: .entry _Z5fmorePKfPf(
// CHECK-NOT: __nv_
// CHECK: ret;
#include "include/float_model_kernels.cuh"
