// GCC's `__builtin_trap()` (libstdc++'s assertions, Abseil) is CUDA's
// `__trap()`: llvm.trap, PTX `trap`; `__has_builtin` reports it.
// ARGS: -O1 --emit=llvm-ir
// CHECK: define void @_Z5checkPi(
// CHECK: call void @llvm.trap()
// CHECK: define void @_Z8reportedPi(
// CHECK: store i32 1
#if __has_builtin(__builtin_trap)
#define TRAP_KNOWN 1
#else
#define TRAP_KNOWN 0
#endif
__global__ void check(int *o) {
    if (o[0] < 0)
        __builtin_trap();
    o[1] = 2;
}
__global__ void reported(int *o) { o[0] = TRAP_KNOWN; }
