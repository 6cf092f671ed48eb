// Namespace-scope `const` and `constexpr` integers size arrays by name,
// as constant expressions (not variable-length arrays).
// ARGS: --emit=llvm-ir
const int N = 4;
constexpr int M = 2;
__device__ int a[N];
__device__ int b[M] = {M};
struct S {
    int c[(N)];
};
__global__ void k(int *p) {
    S s;
    s.c[0] = 1;
    p[0] = a[1] + b[0] + s.c[0] + sizeof(S);
}
// CHECK: @a = local_unnamed_addr addrspace(1) externally_initialized global [4 x i32] zeroinitializer
// CHECK: @b = local_unnamed_addr addrspace(1) externally_initialized global [2 x i32] [i32 2, i32 0]
// sizeof(S) is 16 and s.c[0] is 1:
// CHECK: add i32 %0, 17
