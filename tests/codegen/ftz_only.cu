// -ftz=true alone changes only denormal handling: the same instructions
// as libdevice_precise.cu (precise sinf, IEEE division and square root),
// each f32 one with .ftz.
// ARGS: -ptx -arch=sm_75 -ftz=true
// CHECK-NOT: __nv_
// CHECK: .entry _Z5fmathPKfPf(
// CHECK-NOT: sin.approx
// CHECK-NOT: fma.rn.f32
// CHECK: mul.rn.ftz.f32
// CHECK-NOT: fma.rn.f32
// CHECK-NOT: add.rn.f32
// CHECK-NOT: div.approx
// CHECK: div.rn.ftz.f32
// CHECK-NOT: fma.rn.f32
// CHECK-NOT: add.rn.f32
// CHECK: sqrt.rn.ftz.f32
// CHECK: .entry _Z5dmathPKdPd(
// CHECK: div.rn.f64
#include "include/float_model_kernels.cuh"
