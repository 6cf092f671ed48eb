// ARGS: --emit=llvm-ir
// A function whose name is in parentheses (`(max)`, written to keep a
// `max` macro from expanding; csmith's `FUNC_NAME(x)`) after a storage
// class and an attribute: tree-sitter reads the return type as the name
// of an implicit-int function returning a function; it is the ordinary
// function, as clang and nvcc read it.
struct Limits {
  __device__ static constexpr int (max)() { return 7; }
};
__device__ static float (f1)(float x) { return x + 0.5f; }
static __device__ int (f2)(int x) { return x * 2; }
typedef signed char i8;
static __device__ i8 (f3)(i8 x) { return x; }

__global__ void k(float *o) { o[0] = f1(1.f) + f2(2) + f3(4) + (Limits::max)(); }

// CHECK: define void @_Z1kPf(
// CHECK: store float 1.650000e+01
