// ARGS: -arch=sm_90 --emit=nvvm-ir
// MIN-ARCH: sm_80
// A held-out-style mix for the libNVVM sweep: libdevice math in a lambda
// through a template, warp shuffles/votes/match/redux, cooperative-groups
// reduce, float/double/half/int atomics, printf, inline PTX, launch bounds,
// a cluster kernel with a __grid_constant__ parameter, __constant__,
// __managed__, dynamic shared memory, a kernel launched from host code.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__constant__ float coeffs[16];
__managed__ int counter;
__device__ __half hsum;
template <typename T, typename F>
__device__ T apply(T x, F f) { return f(x); }
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK, 2) reduce(const float *__restrict__ in, float *out, double *dout, __half *h, int n) {
  extern __shared__ float smem[];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  float v = i < n ? in[i] * coeffs[threadIdx.x & 15] : 0.f;
  v = apply(v, [](float x) { return sinf(x) + expf(x) * __fdividef(x, 3.f); });
  for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  unsigned ballot = __ballot_sync(0xffffffff, v > 0);
  if ((threadIdx.x & 31) == 0) smem[threadIdx.x / 32] = v;
  __syncthreads();
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  float w = cg::reduce(warp, v, cg::plus<float>());
  if (threadIdx.x == 0) {
    atomicAdd(out, w + smem[0]);
    atomicAdd(dout, (double)ballot);
    atomicAdd(h, __float2half(1.0f));
    atomicAdd(&counter, 1);
    printf("block %d sum %f lanes %u\n", blockIdx.x, w, __popc(ballot));
  }
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  if (lane == 31) out[1] = (float)lane + __half2float(hsum);
}
struct Params { float a; int b[4]; };
#if __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) clustered(const __grid_constant__ Params p, float *o) {
  o[blockIdx.x] = p.a * p.b[threadIdx.x & 3];
}
#endif
__global__ void warpy(int *o) {
  unsigned m = __match_any_sync(0xffffffff, o[threadIdx.x]);
  o[threadIdx.x] = __reduce_add_sync(0xffffffff, (int)m) + __activemask();
  __nanosleep(100);
}
void host() {
  reduce<256><<<1, 256, 32 * sizeof(float)>>>(nullptr, nullptr, nullptr, nullptr, 0);
}

// CHECK: @coeffs = local_unnamed_addr addrspace(4) externally_initialized global [16 x float]
// CHECK: @counter = addrspace(1) externally_initialized global i32 0
// CHECK: define void @_Z9clustered6ParamsPf(%struct.Params* nocapture readonly byval align 4 %p, float* nocapture %o)
// CHECK: define void @_Z6reduceILi256EEvPKfPfPdP6__halfi(float* noalias nocapture readonly %in, float* nocapture %out, double* nocapture %dout, %struct.__half* %h, i32 %n)
// CHECK: call i32 @vprintf(
// CHECK: !"cluster_dim_x", i32 2}
// CHECK: !"grid_constant"
// CHECK: !"maxntidx", i32 256}
// CHECK: !"minctasm", i32 2}
// CHECK: !"managed", i32 1}
