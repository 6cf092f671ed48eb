// A 2D shared-memory tile with #define'd sizes: an addrspace(3) global with
// undef initialiser and the local-static mangled name, __syncthreads as
// the barrier intrinsic.
// ARGS: -O0 --emit=llvm-ir
#define TILE 16
__global__ void transpose(const float *in, float *out, int n) {
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    if (x < n && y < n)
        tile[threadIdx.y][threadIdx.x] = in[y * n + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    if (x < n && y < n)
        out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}
// CHECK: @_ZZ9transposePKfPfiE4tile = internal addrspace(3) global [16 x [17 x float]] undef, align 4
// CHECK: define void @_Z9transposePKfPfi(
// CHECK: addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiE4tile to ptr)
// CHECK: call void @llvm.nvvm.barrier0()
