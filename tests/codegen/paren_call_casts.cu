// ARGS: --emit=llvm-ir -O0
// `(f((a & b))) & (b)` is read by tree-sitter as a cast of `&(b)` to the
// function type `f((a&b))` (Csmith writes such calls); no cast targets a
// function type, so it is the call, and the operators around it group
// by precedence: `3 * (f(a)) & (b)` is `(3 * f(a)) & b`.
__device__ int f(int x) { return x + 1; }
__global__ void g(int *o, int a, int b) {
    o[0] = (f((a & b))) & (b);
    o[1] = 3 * (f(a)) & (b);
    o[2] = (f((a | b))) - (b) * 2;
}

// CHECK: define void @_Z1gPiii(
// CHECK: %and = and i32
// CHECK: call i32 @_Z1fi(i32 %and)
// CHECK: %and4 = and i32 %2, %3
// CHECK: call i32 @_Z1fi(
// CHECK: mul nsw i32 3,
// CHECK: and i32 %mul,
// CHECK: call i32 @_Z1fi(i32 %or)
// CHECK: sub nsw i32 %11, %mul7
