// --nvvm-reflect-enable=false: the reflect calls stay, even through the
// optimisation pipeline (LLVM's own NVVMReflect is off in cudac), and
// -R has no effect.
// ARGS: --emit=llvm-ir -O2 -arch=sm_80 --nvvm-reflect-enable=false -R K=1
// CHECK: define void @_Z1kPi(
// CHECK: call i32 @__nvvm_reflect(ptr
// CHECK: call i32 @__nvvm_reflect(ptr
// CHECK: declare noundef i32 @__nvvm_reflect(
__global__ void k(int *o) {
    o[0] = __nvvm_reflect("__CUDA_ARCH");
    o[1] = __nvvm_reflect("K");
}
