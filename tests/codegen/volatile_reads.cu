// ARGS: --emit=llvm-ir
// Reads of volatile objects are volatile loads, through pointers, members
// of volatile records and `this` of volatile member functions: the classic
// warp reduction over `volatile` shared memory and a spin-wait on a flag
// must keep every read (an earlier cudac loaded them as plain values, so
// the optimiser could reuse one read for all).
struct Flag {
  int ready;
  __device__ int get() volatile { return ready; }
};

__device__ void warpReduce(volatile float *s, int tid) {
  s[tid] += s[tid + 32];
  s[tid] += s[tid + 16];
  s[tid] += s[tid + 8];
}

__global__ void reduce(float *out, volatile Flag *flag) {
  __shared__ float s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x < 32) warpReduce(s, threadIdx.x);
  while (flag->ready == 0) {
  }
  while (flag->get() == 0) {
  }
  if (threadIdx.x == 0) out[0] = s[0];
}

// CHECK: define void @_Z6reducePfPV4Flag(
// CHECK: load volatile float
// CHECK: load volatile float
// CHECK: load volatile float
// CHECK: load volatile float
// CHECK: load volatile i32
// CHECK: load volatile i32
