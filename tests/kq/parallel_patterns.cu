// Project-style kernels for `cargo xtask kq`: reductions, scans,
// transposes and histograms.
#include <cuda_runtime.h>

#define BLOCK 256
#define TDIM 32

__global__ void reduce_shared(const float *in, float *out, int n) {
    __shared__ float s[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    float v = 0.0f;
    if (i < n) v = in[i];
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    s[tid] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 32; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid < 32) {
        for (int off = 32; off > 0; off >>= 1)
            v = s[tid] + __shfl_down_sync(0xffffffff, s[tid], off);
        if (tid == 0) out[blockIdx.x] = v;
    }
}

__global__ void reduce_warp(const int *in, int *out, int n) {
    int sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        sum += in[i];
    for (int off = 16; off > 0; off /= 2)
        sum += __shfl_down_sync(0xffffffff, sum, off);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, sum);
}

__global__ void scan_block(const float *in, float *out, int n) {
    __shared__ float tmp[2 * BLOCK];
    int tid = threadIdx.x;
    int pout = 0, pin = 1;
    int gi = blockIdx.x * blockDim.x + tid;
    tmp[pout * BLOCK + tid] = gi < n ? in[gi] : 0.0f;
    __syncthreads();
    for (int offset = 1; offset < BLOCK; offset *= 2) {
        pout = 1 - pout;
        pin = 1 - pout;
        if (tid >= offset)
            tmp[pout * BLOCK + tid] = tmp[pin * BLOCK + tid] + tmp[pin * BLOCK + tid - offset];
        else
            tmp[pout * BLOCK + tid] = tmp[pin * BLOCK + tid];
        __syncthreads();
    }
    if (gi < n) out[gi] = tmp[pout * BLOCK + tid];
}

__global__ void transpose_naive(const float *in, float *out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        out[x * h + y] = in[y * w + x];
}

__global__ void transpose_tiled(const float *in, float *out, int w, int h) {
    __shared__ float tile[TDIM][TDIM + 1];
    int x = blockIdx.x * TDIM + threadIdx.x;
    int y = blockIdx.y * TDIM + threadIdx.y;
    for (int j = 0; j < TDIM; j += 8)
        if (x < w && y + j < h)
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    __syncthreads();
    x = blockIdx.y * TDIM + threadIdx.x;
    y = blockIdx.x * TDIM + threadIdx.y;
    for (int j = 0; j < TDIM; j += 8)
        if (x < h && y + j < w)
            out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void histogram256(const unsigned char *data, unsigned *hist, int n) {
    __shared__ unsigned local[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        atomicAdd(&hist[b], local[b]);
}

__global__ void vector_norms(const float4 *v, float *norms, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 a = v[i];
        norms[i] = sqrtf(a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w);
    }
}
