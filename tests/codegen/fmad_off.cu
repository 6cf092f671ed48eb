// -fmad=false: a multiply feeding an add stays two instructions (the
// default, -fmad=true, contracts them into one fma, as fast_math.cu and
// libdevice_precise.cu show).
// ARGS: -ptx -arch=sm_75 -fmad=false
// CHECK: .entry _Z3mulPfPKf(
// CHECK-NOT: fma.rn.f32
// CHECK: mul.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK: add.rn.f32
// CHECK: ret;
__global__ void mul(float *y, const float *x) {
    int i = threadIdx.x;
    y[i] = x[i] * x[i + 1] + 1.0f;
}
