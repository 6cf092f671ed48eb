// A `while (a && b)` loop, as HeCBench's wyllie writes it: LLVM 19's
// NVPTX places the body after the header but cannot reverse a branch
// condition, so it wrote `@%p bra BODY; bra.uni EXIT; BODY:` and, at the
// body's end, `@%p bra EXIT; bra.uni HEADER;`. ptxas gave that 12
// registers where nvcc's shape (one branch each, on the opposite
// condition) gets 9. cudac folds each pair into the one branch.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z6wylliePli(
// CHECK-NOT: bra.uni
// CHECK: @!%p
// CHECK-NOT: bra.uni
// CHECK: ret;
#define NIL -1L
#define MASK 0xFFFFFFFFL
__global__ void wyllie(long *list, const int size) {
    int index = blockIdx.x * blockDim.x + threadIdx.x;
    if (index < size) {
        long node, next;
        while (((node = list[index]) >> 32) != NIL && ((next = list[node >> 32]) >> 32) != NIL) {
            long temp = (node & MASK);
            temp += (next & MASK);
            temp += (next >> 32) << 32;
            __syncthreads();
            list[index] = temp;
        }
    }
}
