// -fmad=true (the default): as with nvcc and clang's CUDA default
// (-ffp-contract=fast), LLVM fuses a multiply into the add that uses it
// even across statements, and what stays single is written as plain
// `add.f32`/`mul.f32`/`sub.f32` (no `.rn`), which leaves ptxas free to
// contract further. fmad_off.cu shows -fmad=false.
// ARGS: -ptx -arch=sm_90
// CHECK: .entry _Z7stencilPfPKffi(
// CHECK-NOT: mul.rn.f32
// CHECK-NOT: mul.f32
// CHECK: fma.rn.f32
// CHECK-NOT: add.f32
// CHECK-NOT: add.rn.f32
// CHECK: fma.rn.f32
// CHECK-NOT: add.rn.f32
// CHECK: ret;
// CHECK: .entry _Z6singlePfPKff(
// CHECK-NOT: .rn.f32
// CHECK: add.f32
// CHECK-NOT: .rn.f32
// CHECK: mul.f32
// CHECK-NOT: .rn.f32
// CHECK: sub.f32
// CHECK-NOT: .rn.f32
// CHECK: ret;
__global__ void stencil(float *out, const float *in, float c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= 0 || i >= n - 1)
        return;
    float t = c * in[i];
    float s = t + in[i - 1];
    out[i] = s + 0.25f * in[i + 1];
}

__global__ void single(float *y, const float *x, float a) {
    int i = threadIdx.x;
    y[i] = x[i] + a;
    y[i + 32] = x[i + 32] * a;
    y[i + 64] = x[i + 64] - a;
}
