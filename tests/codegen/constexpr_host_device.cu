// A constexpr function (or constructor, or member) without an execution
// space is __host__ __device__ under nvcc's --expt-relaxed-constexpr (and
// always in clang): device code may call it.
// ARGS: --emit=llvm-ir -O0 --expt-relaxed-constexpr
constexpr int sq(int x) { return x * x; }
struct A {
    constexpr A(int v) : v(v) {}
    int v;
    constexpr int get() const { return v; }
};
__global__ void k(int *p) {
    A a = A(p[0]);
    p[0] = sq(p[1]) + a.get();
}
// CHECK: define internal i32 @_Z2sqi(
// CHECK: define internal void @_ZN1AC2Ei(
// CHECK: define internal i32 @_ZNK1A3getEv(
// CHECK: define void @_Z1kPi(
// CHECK: call void @_ZN1AC1Ei(
// CHECK: call i32 @_Z2sqi(
// CHECK: call i32 @_ZNK1A3getEv(
