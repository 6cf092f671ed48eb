// __device__ → addrspace(1), __constant__ → addrspace(4), with constant
// initialisers; accesses go through generic pointers.
// ARGS: -O0 --emit=llvm-ir
__device__ int counter;
__device__ float bias = 1.5f;
__constant__ float coeffs[4] = {1.0f, 2.0f, 3.0f};
__constant__ int table[2][3] = {{1, 2, 3}, {4, 5, 6}};
static __device__ unsigned hits = 7;
__global__ void apply(float *x) {
    x[threadIdx.x] = x[threadIdx.x] * coeffs[threadIdx.x % 4] + bias + table[1][2];
    counter = counter + 1;
    hits++;
}
// CHECK: @counter = addrspace(1) externally_initialized global i32 0, align 4
// CHECK: @bias = addrspace(1) externally_initialized global float 1.500000e+00, align 4
// CHECK: @coeffs = addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 0.000000e+00], align 4
// CHECK: @table = addrspace(4) externally_initialized global [2 x [3 x i32]]
// CHECK: @hits = internal addrspace(1) externally_initialized global i32 7, align 4
// CHECK: addrspacecast (ptr addrspace(4) @coeffs to ptr)
