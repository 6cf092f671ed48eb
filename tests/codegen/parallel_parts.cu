// The parallel back end (`backend::split`): a file of many independent
// kernels is optimised and turned into PTX in parts, on several threads,
// and the parts' PTX joined under one header. Kernels that share a
// variable (`counter`) stay in one part; a helper every kernel calls is
// copied into each part, renamed in all but the first (`helper.partN`),
// so the joined PTX defines each name once; `printf`'s `vprintf` and the
// `extern __shared__` array are declared by each part that uses them.
// The ptxas sweep assembles it; tests/suites.rs checks that -j1 and -j3
// give the same bytes.
// ARGS: -ptx -arch=sm_80
#include <cstdio>
extern __shared__ float dyn[];
__device__ int counter;
__device__ __noinline__ float helper(float v) { return v * 3.0f + 1.0f; }
template <int K> __global__ void work(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0;
    for (int j = 0; j < 4; ++j)
        acc += x[(i + j * K) % n] * helper((float)(j + K));
    dyn[threadIdx.x] = acc;
    __syncthreads();
    if (i < n)
        y[i] = dyn[(threadIdx.x + 1) % blockDim.x] + K;
}
#define W(k) template __global__ void work<k>(const float *, float *, int);
#define W8(b) W(b##0) W(b##1) W(b##2) W(b##3) W(b##4) W(b##5) W(b##6) W(b##7)
W8(1) W8(2) W8(3) W8(4) W8(5) W8(6) W8(7) W8(8)
__global__ void count_a(int *o) { o[0] = atomicAdd(&counter, 1); printf("a %d\n", o[0]); }
__global__ void count_b(int *o) { o[1] = atomicAdd(&counter, 2); printf("b %d\n", o[1]); }
// CHECK: .version
// CHECK: .target sm_80
// CHECK: .func  (.param .b32 func_retval0) _Z6helperf(
// CHECK: .visible .entry _Z4workILi10EEvPKfPfi(
// CHECK-NOT: .version
// CHECK: .visible .entry _Z4workILi87EEvPKfPfi(
