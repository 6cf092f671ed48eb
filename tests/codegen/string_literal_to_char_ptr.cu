// ARGS: --emit=llvm-ir
// String literals to 'char *' (deprecated, accepted with a warning): the
// 'const char *' overload wins, and the literal's bytes are what is read.
__device__ int len(char *s) { int n = 0; while (s[n]) n++; return n; }
__device__ int pick(char *s) { return 1; }
__device__ int pick(const char *s) { return 2; }
__global__ void k(int *o) {
  o[0] = len("hello");
  o[1] = pick("x");
  char *p = "abc";
  o[2] = p[1];
}

// CHECK: store i32 5, ptr %o
// CHECK: store i32 2,
// CHECK: store i32 98,
