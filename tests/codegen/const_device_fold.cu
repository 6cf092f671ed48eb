// Reads of const, non-volatile `__device__` and `__constant__` objects
// fold to their initial values, as nvcc folds them: nothing may write
// such an object after its initialisation (from the host neither: it is
// undefined behaviour), whatever its type (tables, doubles, records) or
// linkage (`extern` with an initialiser). Non-const ones stay loads: the
// host may set them (cudaMemcpyToSymbol), so their initial value is not
// what a kernel reads. A read at a variable index stays a load, through
// the read-only cache for `__device__` (`ld.global.nc`).
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1kPfi(
// CHECK-NOT: [ci]
// CHECK-NOT: [df]
// CHECK-NOT: [ext_init]
// CHECK-NOT: [pp
// CHECK-NOT: [cc+4]
// CHECK-NOT: [dtab+16]
// CHECK: , [counter];
// CHECK: , [nc];
// CHECK: 0d4036800000000000
// CHECK-NOT: [ci]
// CHECK-NOT: [df]
// CHECK-NOT: [ext_init]
// CHECK-NOT: [pp
// CHECK: ld.global.nc.f64
// CHECK: ld.const.f32
// CHECK: ret;
__constant__ const float cc[2] = {1.5f, 2.5f};
__constant__ const int ci = 3;
__device__ const float df = 2.0f;
extern __device__ const int ext_init = 6;
__device__ const double dtab[3] = {1.0, 2.0, 3.0};
struct P { int a; float b; };
__device__ const P pp = {5, 1.0f};
__constant__ float nc[2] = {7.0f, 8.0f};
static __device__ int counter = 4;
__global__ void k(float *o, int i) {
    // 2.5 + 3 + 2 + 6 + 3 + 5 + 1 = 22.5 (0d4036800000000000), plus the
    // two values the host may have changed.
    o[0] = cc[1] + ci + df + ext_init + dtab[2] + pp.a + pp.b + nc[0] + counter;
    o[1] = cc[i] + dtab[i];
}
