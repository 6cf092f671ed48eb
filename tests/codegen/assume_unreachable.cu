// ARGS: --emit=llvm-ir
// nvcc's optimiser hints: `__builtin_assume(c)` / `__assume(c)` become
// `llvm.assume` (so n / 4 of an assumed-positive n is a shift), and
// `__builtin_unreachable()` ends its block with `unreachable`. (cudac
// evaluates the assumed condition like any call argument: it should have
// no side effects, as nvcc requires.)
__device__ int quarter(int n) {
  __builtin_assume(n > 0);
  return n / 4;
}

__global__ void k(int *o, int n, int m) {
  __assume(m >= 0);
  o[0] = quarter(n);
  switch (m & 3) {
  case 0: o[1] = 1; break;
  case 1: o[1] = 5; break;
  case 2: o[1] = 9; break;
  case 3: o[1] = 2; break;
  default: __builtin_unreachable();
  }
}

// CHECK: call void @llvm.assume(i1
// CHECK: lshr i32 %n, 2
// CHECK-NOT: sdiv
// CHECK: unreachable
// CHECK: declare void @llvm.assume
