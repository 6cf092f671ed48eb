// -prec-div=false -prec-sqrt=false: f32 division is div.full.f32 (full
// range, 2 ulp, as nvcc) and sqrtf takes libdevice's approximate path;
// no ftz and sinf stays precise (that is --use_fast_math's, not these
// flags').
// ARGS: -ptx -arch=sm_75 -prec-div=false -prec-sqrt=false
// CHECK-NOT: __nv_
// CHECK: .entry _Z5fmathPKfPf(
// CHECK-NOT: sin.approx
// CHECK: mul.rn.f32
// CHECK-NOT: sqrt.rn
// CHECK: sqrt.approx.f32
// CHECK-NOT: div.rn
// CHECK: div.full.f32
// CHECK: .entry _Z5dmathPKdPd(
// CHECK: div.rn.f64
#include "include/float_model_kernels.cuh"
