// A __host__ __device__ function is compiled for the device only if
// device code uses it: one that only the host calls may call host
// functions, declare variable-length arrays or throw (its errors are
// deferred, and never reported), and is not emitted; one the kernel
// calls is.
// ARGS: --emit=llvm-ir -O0
int host_only(int x) { return x + 1; }
__host__ __device__ int host_side(int x) { return host_only(x); }
inline __host__ __device__ int with_vla(int n) {
    int a[n];
    a[0] = n;
    return a[0];
}
__host__ __device__ int both(int x) { return x * 2; }
__global__ void k(int *p) {
    auto twice = [](int v) { return both(v); };
    p[0] = twice(p[1]);
}
// CHECK-NOT: host_side
// CHECK-NOT: with_vla
// CHECK-NOT: host_only
// CHECK: define internal i32 @_Z4bothi(
// CHECK: define void @_Z1kPi(
// CHECK: define internal i32 @_ZZ1kPiENKUliE_clEi(
// CHECK-NOT: host_side
// CHECK-NOT: with_vla
// CHECK-NOT: host_only
