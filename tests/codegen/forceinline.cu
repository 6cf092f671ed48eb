// __forceinline__ makes a device function alwaysinline (inlined even at
// -O0); __noinline__ keeps one out of line at -O3.
// ARGS: -O0 --emit=llvm-ir
__device__ __forceinline__ float twice(float x) { return 2.0f * x; }
__device__ __noinline__ float thrice(float x) { return 3.0f * x; }
__global__ void k(float *a) { a[0] = twice(a[1]) + thrice(a[2]); }
// CHECK-NOT: @_Z5twicef
// CHECK: define internal float @_Z6thricef(
// CHECK: define void @_Z1kPf(
// CHECK: call float @_Z6thricef(
// CHECK-NOT: @_Z5twicef
