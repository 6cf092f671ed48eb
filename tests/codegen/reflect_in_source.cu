// __nvvm_reflect in user code, as libdevice uses it: __CUDA_ARCH is the
// target's (800 for sm_80), -R sets a key of one's own, a key set nowhere
// is 0. NVVMReflect's cleanup removes the arm not taken even at -O0, so
// slow_path is never called from pick, and no reflect call is left.
// ARGS: --emit=llvm-ir -O0 -arch=sm_80 -R USE_FAST_PATH=1 -rdc=true
// CHECK: define i32 @_Z4picki(
// CHECK-NOT: slow_path
// CHECK-NOT: br i1
// CHECK: call i32 @_Z9fast_pathi(
// CHECK-NOT: slow_path
// CHECK: define void @_Z1kPi(
// CHECK-NOT: __nvvm_reflect
// CHECK: store i32 800,
// CHECK: store i32 0,
// CHECK-NOT: _Z9slow_pathi
// CHECK: ret void
// CHECK-NOT: __nvvm_reflect
// CHECK: !nvvm.reflection = !{
// CHECK: !{!"__CUDA_ARCH", i32 800}
// CHECK: !{!"__CUDA_PREC_DIV", i32 1}
// CHECK: !{!"__CUDA_PREC_SQRT", i32 1}
// CHECK: !{i32 4, !"nvvm-reflect-ftz", i32 0}
__device__ int fast_path(int x) { return x * 2; }
__device__ int slow_path(int x) { return x + 7; }
__device__ int pick(int x) {
    if (__nvvm_reflect("USE_FAST_PATH"))
        return fast_path(x);
    return slow_path(x);
}
__global__ void k(int *o) {
    o[0] = pick(o[1]);
    o[2] = __nvvm_reflect("__CUDA_ARCH");
    o[3] = __nvvm_reflect("NOT_SET");
    if (__nvvm_reflect("__CUDA_ARCH") >= 900)
        o[4] = slow_path(1);
}
