// `__restrict__` pointer parameters are `noalias`, as clang makes them
// (C's restrict): in a kernel, a `const T *__restrict__` that is only read
// is loaded through the read-only data cache (`ld.global.nc`), as nvcc
// does. So is any pointer parameter the kernel never writes through when
// every write it makes goes through restrict parameters (`z` in `axpy`):
// an object written through `y` may be read only through `y` while the
// kernel runs, so what `z` reads does not change (nvcc reads it with
// `ld.global.nc` too). A restrict parameter the kernel writes is read
// plainly, and nothing is read-only once the kernel writes through a
// plain pointer (`plain`), a global variable (`counts`), an atomic
// (`atomics`) or a call that may write (`calls`). Shared memory and locals
// do not count (`staged`). Device functions get `noalias` too (kept
// through inlining as scopes).
// ARGS: -ptx -arch=sm_90
// CHECK: .entry _Z4axpyPfPKfS1_f(
// CHECK: ld.global.nc.f32
// CHECK: ld.global.nc.f32
// CHECK: ld.global.nc.f32
// CHECK-NOT: ld.global.nc
// CHECK: st.global.f32
// CHECK: ret;
// CHECK: .entry _Z5plainPfPKf(
// CHECK-NOT: ld.global.nc
// CHECK: ret;
// CHECK: .entry _Z6countsPfPKf(
// CHECK-NOT: ld.global.nc
// CHECK: ret;
// CHECK: .entry _Z7atomicsPfPKfPi(
// CHECK-NOT: ld.global.nc
// CHECK: ret;
// CHECK: .entry _Z5callsPfPKf(
// CHECK-NOT: ld.global.nc
// CHECK: ret;
// CHECK: .entry _Z6stagedPfPKf(
// CHECK: ld.global.nc.f32
// CHECK: st.shared.f32
// CHECK: ret;
__device__ float load2(const float *__restrict__ p, int i) { return p[i] + p[i + 1]; }

__global__ void axpy(float *__restrict__ y, const float *__restrict__ x,
                     const float *z, float a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    y[i] = a * load2(x, i) + z[i] + y[i];
}

__global__ void plain(float *y, const float *x) {
    int i = threadIdx.x;
    y[i] = x[i] * 2.0f;
}

__device__ int hits;
__global__ void counts(float *__restrict__ y, const float *x) {
    int i = threadIdx.x;
    hits = i;
    y[i] = x[i] * 2.0f;
}

__global__ void atomics(float *__restrict__ y, const float *x, int *n) {
    int i = threadIdx.x;
    atomicAdd(n, 1);
    y[i] = x[i] * 2.0f;
}

__device__ __noinline__ void bump(int *p) { *p += 1; }
__global__ void calls(float *__restrict__ y, const float *x) {
    int i = threadIdx.x;
    bump((int *)y + 64);
    y[i] = x[i] * 2.0f;
}

__global__ void staged(float *__restrict__ y, const float *x) {
    __shared__ float tile[128];
    int i = threadIdx.x;
    tile[i] = x[i];
    __syncthreads();
    y[i] = tile[127 - i] * 2.0f;
}
