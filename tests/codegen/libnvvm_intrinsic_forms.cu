// ARGS: --emit=nvvm-ir
// What LLVM 19's optimiser makes of ordinary code, in forms libNVVM's
// verifier takes: libdevice's `ldexp` special-value test (llvm.is.fpclass)
// as bit tests,
// saturating-add idioms (llvm.uadd.sat) as add/compare/select, a rotate
// (llvm.fshl, which the spec lists) as it is.
__device__ unsigned rotl(unsigned x, int k) { return (x << k) | (x >> (32 - k)); }

__global__ void forms(double *d, unsigned *u) {
  int i = threadIdx.x;
  d[i] = ldexp(d[i + 1], 3);
  unsigned a = u[i + 1], b = u[i + 2];
  u[i] = a + b < a ? 0xffffffffu : a + b;
  u[i + 3] = rotl(u[i + 4], 7);
}

// CHECK: define void @_Z5formsPdPj(
// CHECK: bitcast double
// CHECK: and i64
// CHECK: icmp eq i64 %f7.
// CHECK: add i32
// CHECK: icmp ult i32
// CHECK: select i1
// CHECK: @llvm.fshl.i32(
// CHECK-NOT: llvm.is.fpclass
// CHECK-NOT: .sat.
