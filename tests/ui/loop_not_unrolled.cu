// A `#pragma unroll` LLVM cannot honour is a warning at the loop, as
// clang gives one (clang at the function without -g); before, LLVM's own
// handler printed "warning: <unknown>:0:0: loop not unrolled…" to stderr.
// A loop with __syncthreads() and an unknown trip count cannot be unrolled
// by a count; one inlined from a device function is reported at its
// source; loops that are unrolled say nothing.
__device__ void body(float *p, int n) {
    __shared__ float s[256];
#pragma unroll 4
    for (int i = 0; i < n; ++i) {
        s[threadIdx.x] = p[i];
        __syncthreads();
        p[i] = s[255 - threadIdx.x];
    }
}
__global__ void k1(float *p, int n) { body(p, n); }
__global__ void k2(float *p, int n) {
#pragma unroll
    for (int i = 0; i < 8; ++i) p[i] += 1;
#pragma unroll 2
    for (int i = 0; i < n; ++i) p[i] += 1;
}
