// nvcc instantiates the kernel templates any function body names, used
// or not: CUB's `PtxVersionUncached` (an inline function of its headers,
// `__host__ __device__` under -rdc) takes the address of
// `detail::EmptyKernel<void>`, whose attributes CUB's host code queries
// at run time, so nvcc and clang emit that kernel wherever
// <cub/util_device.cuh> is included. cudac checks the bodies of library
// functions on first use only; one that names a kernel template is now
// checked where it is declared. Before, under -rdc the kernel was missing
// (cuda-samples' cdpAdvancedQuicksort: CUB would fail at run time).
// ARGS: -rdc=true -ptx -arch=sm_75 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .weak .entry _ZN3cub
// CHECK: EmptyKernelIvEEvv()
// CHECK: .visible .entry _Z6squarePfi(
#include <cub/util_device.cuh>
__global__ void square(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= p[i];
}
