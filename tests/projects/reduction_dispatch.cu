// The SDK reduction's shape: kernel templates on the element type and the
// block size, chosen at run time by a host switch inside a host function
// template, called from host code with the types the program uses (every
// specialisation the switches reach is emitted, as nvcc and clang emit
// them); shared memory through a SharedMemory<T> helper; an occupancy
// query naming a specialisation.
#include <cstdio>
#include <cuda_runtime.h>

template <class T> struct SharedMemory {
    __device__ inline operator T *() {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduce6(const T *g_idata, T *g_odata, unsigned int n) {
    T *sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    unsigned int gridSize = blockSize * 2 * gridDim.x;
    T mySum = 0;
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    while (i < n) {
        mySum += g_idata[i];
        if (nIsPow2 || i + blockSize < n)
            mySum += g_idata[i + blockSize];
        i += gridSize;
    }
    sdata[tid] = mySum;
    __syncthreads();
    if ((blockSize >= 512) && (tid < 256))
        sdata[tid] = mySum = mySum + sdata[tid + 256];
    __syncthreads();
    if ((blockSize >= 256) && (tid < 128))
        sdata[tid] = mySum = mySum + sdata[tid + 128];
    __syncthreads();
    if ((blockSize >= 128) && (tid < 64))
        sdata[tid] = mySum = mySum + sdata[tid + 64];
    __syncthreads();
    if (tid < 32) {
        if (blockSize >= 64)
            mySum += sdata[tid + 32];
        for (int offset = warpSize / 2; offset > 0; offset /= 2)
            mySum += __shfl_down_sync(0xffffffff, mySum, offset);
    }
    if (tid == 0)
        g_odata[blockIdx.x] = mySum;
}

bool isPow2(unsigned int x) { return ((x & (x - 1)) == 0); }

template <class T>
void reduce(int size, int threads, int blocks, T *d_idata, T *d_odata) {
    dim3 dimBlock(threads, 1, 1);
    dim3 dimGrid(blocks, 1, 1);
    int smemSize = (threads <= 32) ? 2 * threads * sizeof(T) : threads * sizeof(T);
    if (isPow2(size)) {
        switch (threads) {
        case 512:
            reduce6<T, 512, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        case 256:
            reduce6<T, 256, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        case 64:
            reduce6<T, 64, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        }
    } else {
        switch (threads) {
        case 512:
            reduce6<T, 512, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        case 256:
            reduce6<T, 256, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
            break;
        }
    }
}

template <class T> int bestBlocks(int threads) {
    int numBlocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&numBlocks, reduce6<T, 256, true>, threads,
                                                  threads * sizeof(T));
    return numBlocks;
}

int main(int argc, char **argv) {
    int size = 1 << 24;
    int *d_i = nullptr, *d_o = nullptr;
    float *f_i = nullptr, *f_o = nullptr;
    cudaMalloc((void **)&d_i, size * sizeof(int));
    cudaMalloc((void **)&d_o, 1024 * sizeof(int));
    cudaMalloc((void **)&f_i, size * sizeof(float));
    cudaMalloc((void **)&f_o, 1024 * sizeof(float));
    reduce<int>(size, 256, 64, d_i, d_o);
    reduce<float>(size, 512, 64, f_i, f_o);
    printf("%d blocks\n", bestBlocks<double>(256));
    cudaDeviceSynchronize();
    return 0;
}
