// Math functions in float and double (sin/cos/tan/exp/log/log2/pow/erf/
// sqrt/rsqrt/fma/cbrt/atan2, sincosf, tgammaf, erfinvf, …) link libdevice:
// only the reached functions come in, NVVMReflect picks nvcc's default
// paths (no ftz, IEEE division and square root), and everything is
// inlined: no __nv_* symbol is left for the PTX to resolve. sinf is the
// precise version (no sin.approx).
// ARGS: -ptx -arch=sm_75
// CHECK-NOT: __nv_
// CHECK: .entry _Z5fmathPKfPf(
// CHECK-NOT: sin.approx
// CHECK: mul.rn.f32
// CHECK-NOT: add.rn.ftz
// CHECK-NOT: div.approx
// CHECK: div.rn.f32
// CHECK-NOT: add.rn.ftz
// CHECK: sqrt.rn.f32
// CHECK: .entry _Z5dmathPKdPd(
// CHECK-NOT: __nv_
// CHECK: div.rn.f64
// CHECK: .entry _Z5fmorePKfPf(
// CHECK-NOT: __nv_
// CHECK: ret;
#include "include/float_model_kernels.cuh"
