// Bit manipulation and type punning: __popc(ll) → llvm.ctpop, __clz(ll)
// → llvm.ctlz (zero defined: 32/64), __ffs(ll) from llvm.cttz, __brev(ll)
// → llvm.bitreverse, and the __float_as_int family as bitcasts.
// ARGS: --emit=llvm-ir -O0
__global__ void bits(unsigned *u, unsigned long long *l, float *f, double *d, int *out) {
    out[0] = __popc(u[0]) + __popcll(l[0]);
    out[1] = __clz(u[1]) + __clzll(l[1]);
    out[2] = __ffs(u[2]) + __ffsll(l[2]);
    u[3] = __brev(u[3]);
    l[3] = __brevll(l[3]);
    out[3] = __float_as_int(f[0]);
    f[1] = __int_as_float(out[4]);
    d[0] = __longlong_as_double(__double_as_longlong(d[1]));
}
// CHECK: call i32 @llvm.ctpop.i32(i32
// CHECK: call i64 @llvm.ctpop.i64(i64
// CHECK: call i32 @llvm.ctlz.i32(i32
// CHECK: call i64 @llvm.ctlz.i64(i64
// CHECK: call i32 @llvm.cttz.i32(i32
// CHECK: call i64 @llvm.cttz.i64(i64
// CHECK: call i32 @llvm.bitreverse.i32(i32
// CHECK: call i64 @llvm.bitreverse.i64(i64
// CHECK: bitcast float
// CHECK: bitcast i32
// CHECK: bitcast double
// CHECK: bitcast i64
