// A Makefile passing the toolkit's include directory (`-I$(CUDA_PATH)/
// include`): <cuda_runtime.h>, <device_launch_parameters.h>,
// <cooperative_groups.h>, <cuda_fp16.h> and <math_constants.h> resolve to
// cudac's own versions, not NVIDIA's (which need nvcc), as clang's
// wrapper headers take their place.
// ARGS: -I$CUDA_ROOT/include
#include <cstdio>
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <math_constants.h>

namespace cg = cooperative_groups;

__global__ void halfScale(__half *p, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = __float2half(__half2float(p[i]) * s);
}

__global__ void circle(float *out) {
    cg::thread_block block = cg::this_thread_block();
    out[block.thread_rank()] = CUDART_PI_F * block.thread_rank();
}

int main() {
    __half *h = nullptr;
    float *f = nullptr;
    cudaMalloc(&h, 256 * sizeof(__half));
    cudaMalloc(&f, 256 * sizeof(float));
    halfScale<<<1, 256>>>(h, 2.0f, 256);
    circle<<<1, 256>>>(f);
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(err));
    return 0;
}
