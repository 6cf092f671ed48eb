// A __shared__ array of a class whose default constructor is a trivial
// `= default` one (it has other constructors: `__half2`) needs no
// initialisation, as in nvcc; before, any declared constructor made it
// "initialization is not supported for __shared__ variables".
// ARGS: -O0 --emit=llvm-ir
// CHECK: @_ZZ1kP7__half2E2sh = internal addrspace(3) global [128 x %struct.__half2] undef
// CHECK: define void @_Z1kP7__half2(
#include <cuda_fp16.h>
__global__ void k(half2 *out) {
    __shared__ half2 sh[128];
    sh[threadIdx.x] = __float2half2_rn(1.0f);
    __syncthreads();
    out[threadIdx.x] = sh[127 - threadIdx.x];
}
