// -std sets __cplusplus as nvcc's device pass does (C++17 by default).
// ARGS: -std=c++14 --emit=llvm-ir -O0
__global__ void k(long *o) { o[0] = __cplusplus; }
// CHECK: store i64 201402
