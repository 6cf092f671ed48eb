// A `volatile const` device variable may change behind the program's back
// (the host writes it, cudaMemcpyToSymbol), so it is an ordinary global,
// not an LLVM constant, and never folded to its initial value: every read
// is `ld.volatile`. nvcc 13.5 rereads it each time too, but through the
// read-only cache (`ld.global.nc`), which is not coherent with writes made
// while the kernel runs; cudac's read is the stricter one.
// ARGS: -ptx -arch=sm_80
// CHECK: .visible .global .align 4 .u32 flag = 1;
// CHECK: .entry _Z4waitPi(
// CHECK-NOT: ld.global.nc
// CHECK: ld.volatile.global.u32
// CHECK-NOT: ld.global.nc
// CHECK: ret;
__device__ volatile const int flag = 1;
__global__ void wait(int *o) {
    int n = 0;
    while (flag != 0 && n < 1000)
        ++n;
    o[0] = n + flag;
}
