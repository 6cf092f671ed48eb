// Cooperative groups as the CUDA samples use them: block and warp tiles,
// cg::reduce over a tile, a templated block-sum kernel launched from a
// host template, coalesced groups in a divergent branch.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

template <class T> __device__ T warpSum(cg::thread_block_tile<32> warp, T v) {
    return cg::reduce(warp, v, cg::plus<T>());
}

template <class T, int BLOCK> __global__ void blockSum(const T *in, T *out, int n) {
    __shared__ T partial[BLOCK / 32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    T v = 0;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
        v += in[i];
    v = warpSum(warp, v);
    if (warp.thread_rank() == 0)
        partial[warp.meta_group_rank()] = v;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        v = warp.thread_rank() < BLOCK / 32 ? partial[warp.thread_rank()] : T(0);
        v = warpSum(warp, v);
        if (block.thread_rank() == 0)
            atomicAdd(out, v);
    }
}

__global__ void countOdd(const int *in, int *count, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && (in[i] & 1)) {
        cg::coalesced_group active = cg::coalesced_threads();
        if (active.thread_rank() == 0)
            atomicAdd(count, (int)active.size());
    }
}

template <class T> void runSum(const T *in, T *out, int n) {
    blockSum<T, 256><<<64, 256>>>(in, out, n);
}

int main() {
    float *f = nullptr;
    int *i = nullptr;
    cudaMalloc(&f, 1024 * sizeof(float));
    cudaMalloc(&i, 1024 * sizeof(int));
    runSum(f, f + 512, 512);
    runSum(i, i + 512, 512);
    countOdd<<<4, 256>>>(i, i + 1000, 1000);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
