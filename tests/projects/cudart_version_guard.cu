// Kernels behind a runtime-version guard, as the CUDA samples write them
// (threadFenceReduction): nvcc includes cuda_runtime.h before the first
// line, so CUDART_VERSION is defined and every kernel exists (before:
// cudac's implicit prelude lacked the macro, the guard was false, and all
// 40 specialisations were missing with exit status 0).
#include <cstdio>

#if CUDART_VERSION >= 2020
template <unsigned int blockSize, bool nIsPow2>
__global__ void reduceMultiPass(const float *in, float *out, unsigned int n) {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    float s = 0;
    while (i < n) {
        s += in[i];
        if (nIsPow2 || i + blockSize < n)
            s += in[i + blockSize];
        i += blockSize * 2 * gridDim.x;
    }
    out[blockIdx.x] = s;
}

extern "C" void reduce(int size, int threads, int blocks, float *in, float *out) {
    bool pow2 = (size & (size - 1)) == 0;
    switch (threads) {
    case 256:
        pow2 ? reduceMultiPass<256, true><<<blocks, threads>>>(in, out, size)
             : reduceMultiPass<256, false><<<blocks, threads>>>(in, out, size);
        break;
    default:
        pow2 ? reduceMultiPass<64, true><<<blocks, threads>>>(in, out, size)
             : reduceMultiPass<64, false><<<blocks, threads>>>(in, out, size);
        break;
    }
}
#else
#error "CUDART_VERSION is not defined: cuda_runtime.h was not included"
#endif

int main() {
    printf("CUDA runtime %d\n", CUDART_VERSION);
    reduce(1024, 256, 4, nullptr, nullptr);
    return 0;
}
