// libcu++'s synchronisation primitives as CUDA samples use them
// (simpleAWBarrier, globalToShmemAsyncCopy, the tensor-core GEMMs):
// a `__shared__ cuda::barrier<thread_scope_block>` initialised by one
// thread (nvcc warns that nothing constructs it, and so does cudac), a
// per-thread `cuda::pipeline` fed by `cuda::memcpy_async` with an
// aligned size, and the block-scope barrier's native handle. The
// barrier's explicit specialisation comes after declarations that name
// it by reference, and its friends are written with their attributes
// first: none of it instantiates the primary template too early. (clang-19
// rejects the `__shared__` barrier outright, so this is no project test;
// the instructions are those nvcc 13.0 writes for the same kernels.)
// ARGS: --host-headers -std=c++17 -I$CUDA_ROOT/include -arch=sm_90 -ptx
// MIN-ARCH: sm_90
// CHECK: .entry _Z9block_sumPKfPfi(
// CHECK: mbarrier.init.shared.b64
// CHECK: mbarrier.arrive.shared::cta.b64
// CHECK: mbarrier.try_wait.shared.b64
// CHECK: .entry _Z11staged_copyPK7double2PS_(
// CHECK: cp.async.cg.shared.global [
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group 0;
// CHECK: .entry _Z19native_handle_phasePy(
// CHECK: mbarrier.init.shared.b64
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cuda/barrier>
#include <cuda/pipeline>

#define CHECK(x)                                                                \
    do {                                                                        \
        cudaError_t e = (x);                                                    \
        if (e != cudaSuccess) {                                                 \
            printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, \
                   __LINE__);                                                   \
            return 1;                                                           \
        }                                                                       \
    } while (0)

using block_barrier = cuda::barrier<cuda::thread_scope_block>;

__global__ void block_sum(const float *in, float *out, int n) {
    __shared__ block_barrier bar;
    __shared__ float partial[256];
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
    }
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    partial[threadIdx.x] = i < n ? in[i] : 0.0f;
    bar.arrive_and_wait();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            partial[threadIdx.x] += partial[threadIdx.x + s];
        }
        block_barrier::arrival_token t = bar.arrive();
        bar.wait(std::move(t));
    }
    if (threadIdx.x == 0) {
        out[blockIdx.x] = partial[0];
    }
}

__global__ void staged_copy(const double2 *in, double2 *out) {
    __shared__ double2 stage[128];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    const auto shape = cuda::aligned_size_t<alignof(double2)>(sizeof(double2));
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    pipe.producer_acquire();
    cuda::memcpy_async(&stage[threadIdx.x], &in[i], shape, pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    __syncthreads();
    double2 v = stage[threadIdx.x ^ 1];
    out[i] = make_double2(v.y, v.x);
    pipe.consumer_release();
}

__global__ void native_handle_phase(unsigned long long *out) {
    __shared__ block_barrier bar;
    if (threadIdx.x == 0) {
        init(&bar, 1);
        out[0] = *cuda::device::barrier_native_handle(bar) != 0;
    }
}

int main() {
    const int n = 1024;
    std::vector<float> h(n, 1.0f);
    float *d_in, *d_out;
    CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CHECK(cudaMalloc(&d_out, 4 * sizeof(float)));
    CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    block_sum<<<4, 256>>>(d_in, d_out, n);
    CHECK(cudaGetLastError());
    double2 *d_a, *d_b;
    CHECK(cudaMalloc(&d_a, 256 * sizeof(double2)));
    CHECK(cudaMalloc(&d_b, 256 * sizeof(double2)));
    staged_copy<<<2, 128>>>(d_a, d_b);
    unsigned long long *d_h;
    CHECK(cudaMalloc(&d_h, sizeof(unsigned long long)));
    native_handle_phase<<<1, 32>>>(d_h);
    CHECK(cudaDeviceSynchronize());
    printf("done\n");
    return 0;
}
