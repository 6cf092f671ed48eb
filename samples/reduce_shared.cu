// reduce_shared.cu: partial sums of n floats. Each block accumulates a
// grid-stride slice of the input per thread, reduces the BLOCK per-thread sums
// in shared memory (tree reduction with __syncthreads()), and thread 0 writes
// the block's sum to partial[blockIdx.x]; the host adds up the partials.
// Runner launch shape: n = 1 << 22, 1-D blocks of BLOCK (256) threads,
// 256 blocks (so every thread strides over the input 64 times).

#define BLOCK 256

extern "C" __global__ void reduce_shared(const float *in, float *partial, int n) {
    __shared__ float sdata[BLOCK];

    unsigned int tid = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        sum += in[i];
    }
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sdata[tid] += sdata[tid + s];
        }
        __syncthreads();
    }

    if (tid == 0) {
        partial[blockIdx.x] = sdata[0];
    }
}
