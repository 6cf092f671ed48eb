// The tree reduction of every shared-memory reduction kernel:
// `for (s = blockDim.x / 2; s > 0; s >>= 1)`. InstCombine carries the
// unshifted value around the loop and tests `s_in < 4`, so both values
// stayed live and NVPTX copied one into the other each iteration (11 SASS
// instructions per iteration and 14 registers, nvcc: 10 and 12). The loop
// carries `s` again and tests `shr s, 1 == 0`, nvcc's shape
// (`backend/halving.rs`); ptxas gives it 11 registers. The old phi
// (`%s.049.in`) is gone.
// ARGS: --emit=llvm-ir -arch=sm_80
#define BLOCK 256
__global__ void reduce(const float *in, float *partial, int n) {
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        sum += in[i];
    sdata[tid] = sum;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
// CHECK: define void @_Z6reducePKfPfi(
// CHECK: call void @llvm.nvvm.barrier0()
// CHECK-NOT: .in = phi
// CHECK: %halved.init = lshr i32
// CHECK-NOT: .in = phi
// CHECK: %halved = phi i32 [ %halved.init,
// CHECK-NOT: .in = phi
// CHECK: %halved.next = lshr i32 %halved, 1
// CHECK: call void @llvm.nvvm.barrier0()
// CHECK: icmp eq i32 %halved.next, 0
// CHECK-NOT: .in = phi
// CHECK: ret void
