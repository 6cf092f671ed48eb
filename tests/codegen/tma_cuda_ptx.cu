// A tensor-memory-access copy as CUDA 12 code writes it with libcu++
// (`cuda::ptx`, `cuda::barrier`): a `__grid_constant__` CUtensorMap, the
// bulk tensor copy into shared memory completing on the block barrier's
// transaction count, the async-proxy fence, and `elect.sync` in inline
// assembly. The instructions are those nvcc 13.0 writes for the same
// kernel; the PTX is version 8.7, the ISA libcu++ assumes for the CUDA
// version cudac presents (12.9), since 7.8, sm_90's first, lacks them
// (ptxas takes it in the ptxas sweep).
// ARGS: --host-headers -std=c++17 -I$CUDA_ROOT/include -arch=sm_90 -ptx
// MIN-ARCH: sm_90
// CHECK: .version 8.7
// CHECK: .entry _Z10tma_kernel14CUtensorMap_stPf(
// CHECK: mbarrier.init.shared.b64
// CHECK: fence.proxy.async.shared::cta;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: mbarrier.arrive.expect_tx
// CHECK: mbarrier.try_wait
// CHECK: elect.sync
#include <cuda.h>
#include <cuda/barrier>
#include <cuda/ptx>
namespace ptx = cuda::ptx;
using barrier_t = cuda::barrier<cuda::thread_scope_block>;

__global__ void tma_kernel(const __grid_constant__ CUtensorMap map, float *out) {
    __shared__ alignas(128) float smem[32 * 32];
    __shared__ barrier_t bar;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        ptx::fence_proxy_async(ptx::space_shared);
    }
    __syncthreads();
    barrier_t::arrival_token token;
    if (threadIdx.x == 0) {
        int coords[2] = {0, (int)blockIdx.x * 32};
        ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, &smem, &map, coords,
                                  cuda::device::barrier_native_handle(bar));
        token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(smem));
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));
    out[blockIdx.x * blockDim.x + threadIdx.x] = smem[threadIdx.x];
    unsigned elected;
    asm volatile("{ .reg .pred p; elect.sync _|p, %1; selp.u32 %0, 1, 0, p; }"
                 : "=r"(elected)
                 : "r"(0xffffffffu));
    if (elected) {
        out[0] += 1.0f;
    }
}
