// y = a * x + y, and the sum of y, written as a CUDA project would: a
// header with a helper macro, a block size given by the build (-DBLOCK).
#include "grid.h"

#ifndef BLOCK
#error "BLOCK must be defined by the build"
#endif

extern "C" __global__ void saxpy(int n, float a, const float *__restrict__ x, float *y) {
    FOR_EACH_INDEX(i, n) { y[i] = a * x[i] + y[i]; }
}

extern "C" __global__ void __launch_bounds__(BLOCK) sum(int n, const float *y, float *out) {
    __shared__ float part[BLOCK];
    float s = 0.0f;
    FOR_EACH_INDEX(i, n) { s += y[i]; }
    part[threadIdx.x] = s;
    __syncthreads();
    for (int k = BLOCK / 2; k > 0; k /= 2) {
        if (threadIdx.x < k)
            part[threadIdx.x] += part[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, part[0]);
}
