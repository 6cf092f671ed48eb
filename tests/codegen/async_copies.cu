// Asynchronous copies from global to shared memory, as nvcc 13.0 writes
// them: the toolkit's <cuda_pipeline.h> primitives and C++ pipeline and
// its <cuda_awbarrier.h> arrive-wait barrier (read from the CUDA toolkit,
// as nvcc reads them: plain C++ over inline PTX), and cooperative groups'
// memcpy_async/wait (cudac's header, nvcc's chunking: 4-byte `.ca` for
// float, 16-byte `.cg` for float4). Before, all three headers said "not
// supported yet".
// ARGS: -I$CUDA_ROOT/include -arch=sm_80 -ptx
// MIN-ARCH: sm_80
// CHECK: .entry _Z10primitivesPK6float4PS_(
// CHECK: cp.async.cg.shared.global [%r
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group 0;
// CHECK: .entry _Z8pipelinePKfPf(
// CHECK: cp.async.ca.shared.global
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group 0;
// CHECK: .entry _Z9awbarrierPKfPf(
// CHECK: mbarrier.init.shared.b64
// CHECK: mbarrier.arrive.noComplete.shared.b64
// CHECK: mbarrier.test_wait.shared.b64
// CHECK: .entry _Z6groupsPKfPf(
// CHECK: cp.async.ca.shared.global
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group 0;
// CHECK: bar.sync
// CHECK: .entry _Z4tilePK6float4PS_(
// CHECK: cp.async.cg.shared.global
// CHECK: cp.async.wait_group 0;
#include <cuda_pipeline.h>
#include <cuda_awbarrier.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void primitives(const float4 *g, float4 *o) {
    __shared__ float4 s[128];
    __pipeline_memcpy_async(&s[threadIdx.x], &g[threadIdx.x], sizeof(float4));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    o[threadIdx.x] = s[threadIdx.x];
}

__global__ void pipeline(const float *g, float *o) {
    __shared__ float s[256];
    nvcuda::experimental::pipeline pipe;
    nvcuda::experimental::memcpy_async(s[threadIdx.x], g[threadIdx.x], pipe);
    pipe.commit_and_wait();
    o[threadIdx.x] = s[threadIdx.x];
}

__global__ void awbarrier(const float *g, float *o) {
    __shared__ float s[256];
    __shared__ nvcuda::experimental::awbarrier bar;
    if (threadIdx.x == 0)
        nvcuda::experimental::init(&bar, blockDim.x);
    __syncthreads();
    s[threadIdx.x] = g[threadIdx.x];
    auto t = bar.arrive();
    bar.wait(t);
    o[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}

__global__ void groups(const float *g, float *o) {
    __shared__ float s[256];
    auto block = cg::this_thread_block();
    cg::memcpy_async(block, s, g, sizeof(float) * 256);
    cg::wait(block);
    o[threadIdx.x] = s[threadIdx.x];
}

__global__ void tile(const float4 *g, float4 *o) {
    __shared__ float4 s[64];
    auto t = cg::tiled_partition<32>(cg::this_thread_block());
    cg::memcpy_async(t, s, g, sizeof(float4) * 64);
    cg::wait_prior<0>(t);
    o[threadIdx.x] = s[threadIdx.x % 64];
}
