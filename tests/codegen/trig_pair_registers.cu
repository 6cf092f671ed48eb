// Two double-precision trig calls in one expression (`sin(a) + cos(b)`).
// InstCombine used to sink sin's polynomial into the returning block,
// past cos's whole argument reduction (a call), while the six
// coefficient loads it reads stayed above: twelve registers live across
// the call, 40 SASS registers against nvcc's 30. With InstCombine's code
// sinking off (`backend::set_llvm_options`, as LLVM 7, nvcc's NVVM base,
// never sank into a return block), sin is finished before cos starts:
// 30 registers.
// ARGS: --emit=llvm-ir -arch=sm_90
__global__ void k(const double *x, double *y) {
    int i = threadIdx.x;
    double a = x[i], b = x[i + 32];
    y[i] = sin(a) + cos(b);
}
// CHECK: define void @_Z1kPKdPd(
// CHECK: @__internal_trig_reduction_slowpathd(double %0)
// CHECK: __nv_sin.exit:
// CHECK: @__cudart_sin_cos_coeffs
// CHECK: , double 1.000000e+00)
// CHECK: @__internal_trig_reduction_slowpathd(double %1)
// CHECK: ret void
