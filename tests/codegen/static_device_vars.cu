// `static __constant__`/`__device__` variables and those in an anonymous
// namespace are written by host code cudac does not read
// (cudaMemcpyToSymbol in the same file): their initial value is unknown,
// as for external ones (`externally_initialized`), and they stay in the
// module even when no kernel reads them, as nvcc keeps them. Before, a
// host-filled `static __constant__` array was folded to zeros.
// ARGS: -ptx -arch=sm_90
// CHECK: .const .align 4 .b8 c_weights[16];
// CHECK: .global .align 4 .u32 only_host;
// CHECK: .entry _Z6weightPf(
// CHECK: ld.const.f32
// CHECK: ld.global.u32
// CHECK: ret;
#include <cstdio>
static __constant__ float c_weights[4];
static __device__ int only_host;
namespace {
__device__ int bias;
}

__global__ void weight(float *out) {
    out[threadIdx.x] = c_weights[threadIdx.x & 3] + bias;
}

int main() {
    float w[4] = {1, 2, 3, 4};
    int one = 1, back = 0;
    cudaMemcpyToSymbol(c_weights, w, sizeof w);
    cudaMemcpyToSymbol(bias, &one, sizeof one);
    cudaMemcpyFromSymbol(&back, only_host, sizeof back);
    printf("%d\n", back);
    return 0;
}
