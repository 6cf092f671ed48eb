// `cond ? v : (throw "msg", 0)` in a host function (LeetCUDA's
// `mat_transpose_cute.cu`: `constexpr int log2(int x)`): tree-sitter
// reads `throw "msg"` as a macro name before a string literal, and cudac
// reported "expected a string literal". It is a throw expression; the
// host function launches its kernel as nvcc's does.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1kILi3EEvPi(
template <int N> __global__ void k(int *o) { o[0] = N; }
constexpr int log2_exact(int x) {
    return (x & (x - 1)) == 0 ? (x == 8 ? 3 : 0) : (throw "x is not a power of 2", 0);
}
void run(int *o) { k<log2_exact(8)><<<1, 1>>>(o); }
