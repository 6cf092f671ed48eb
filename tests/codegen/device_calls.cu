// Device functions are internal (whole-program compilation) and inlined;
// __noinline__ keeps one out of line; kernels stay external.
// ARGS: --emit=llvm-ir
__device__ __noinline__ float square(float x) { return x * x; }
__device__ float cube(float x) { return x * square(x); }
__global__ void k(float *a) { a[threadIdx.x] = cube(a[threadIdx.x]); }
// CHECK: define internal fastcc float @_Z6squaref(float
// CHECK: define void @_Z1kPf(
// CHECK: call fastcc float @_Z6squaref(
// CHECK-NOT: @_Z4cubef
