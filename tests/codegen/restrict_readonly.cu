// `__restrict__` pointer parameters are `noalias`, as clang makes them
// (C's restrict): in a kernel, a `const T *__restrict__` that is only read
// is loaded through the read-only data cache (`ld.global.nc`), as nvcc
// does; a plain pointer, and a restrict one the kernel writes, are not.
// Device functions get `noalias` too (kept through inlining as scopes).
// ARGS: -ptx -arch=sm_90
// CHECK: .entry _Z4axpyPfPKfS1_f(
// CHECK: ld.global.nc.f32
// CHECK: ld.global.nc.f32
// CHECK-NOT: ld.global.nc
// CHECK: st.global.f32
// CHECK: ret;
// CHECK: .entry _Z5plainPfPKf(
// CHECK-NOT: ld.global.nc
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
