// A block-stride loop (`c += BLOCK` from `threadIdx.x`) is unrolled with
// a runtime trip count, as nvcc unrolls it: its trip count takes a
// subtraction, a maximum and a shift, more than LLVM's default budget
// for "cheap" trip counts, which cudac raises (backend::set_llvm_options).
// The remainder loop runs the `xtraiter` leftover iterations, then the
// unrolled loop loads four elements per iteration: nvcc's count, where
// LLVM's size threshold alone would make eight copies of so small a body.
// ARGS: --emit=llvm-ir -arch=sm_80
// CHECK: define void @row_max(
// CHECK: %xtraiter =
// CHECK: for.body:
// CHECK: load float
// CHECK: load float
// CHECK: load float
// CHECK: load float
// CHECK-NOT: load float
// CHECK: br i1 %cmp.3, label %for.body
#define BLOCK 256
extern "C" __global__ void row_max(const float *x, float *out, int cols) {
    const float *row = x + (size_t)blockIdx.x * cols;
    float m = -3.402823466e38f;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        m = fmaxf(m, row[c]);
    out[blockIdx.x * BLOCK + threadIdx.x] = m;
}
