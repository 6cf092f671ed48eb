// A grid-stride loop in PTX: an entry point reading %ntid/%nctaid.
// ARGS: -ptx -arch=sm_90
__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}
// CHECK: .version 7.8
// CHECK: .target sm_90
// CHECK: .visible .entry _Z5saxpyifPKfPf(
// CHECK: %ntid.x
// CHECK: %nctaid.x
// CHECK: fma.rn.f32
// CHECK: ret;
