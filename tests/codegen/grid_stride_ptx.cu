// A grid-stride loop in PTX: an entry point reading %ntid/%nctaid.
// `blockDim.x` is read before `blockIdx.x`, as in nvcc's PTX: ptxas keeps
// the first in a uniform register, and with `%ctaid` first it loaded the
// block size into a vector register (16 registers against nvcc's 14;
// `backend/sregs.rs`).
// ARGS: -ptx -arch=sm_90
__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}
// CHECK: .version 7.8
// CHECK: .target sm_90
// CHECK: .visible .entry _Z5saxpyifPKfPf(
// CHECK-NOT: %ctaid.x
// CHECK: %ntid.x
// CHECK: %ctaid.x
// CHECK: %nctaid.x
// CHECK: fma.rn.f32
// CHECK: ret;
