// `__device__ const` tables (scalars, pointers, arrays of them) are LLVM
// constants: no kernel writes them, so loads go through the read-only
// cache (`ld.global.nc`), as nvcc's do. Writable globals, and const
// records (a `mutable` member could change), keep plain loads.
// ARGS: -ptx -arch=sm_90
// CHECK: .entry _Z6lookupPiPKi(
// CHECK: ld.global.nc.u32
// CHECK: ld.global.nc.u8
// CHECK: ret;
// CHECK: .entry _Z8writablePi(
// CHECK-NOT: ld.global.nc
// CHECK: ret;
__device__ const int table[8] = {1, 1, 2, 3, 5, 8, 13, 21};
__device__ const unsigned char bits[4] = {0x1, 0x2, 0x4, 0x8};
__device__ int counters[8];
struct Pair { int a, b; };
__device__ const Pair pair = {3, 4};

__global__ void lookup(int *out, const int *idx) {
    int i = idx[threadIdx.x] & 7;
    out[threadIdx.x] = table[i] + bits[i & 3];
}

__global__ void writable(int *out) {
    int i = threadIdx.x & 7;
    counters[i] += 1;
    out[threadIdx.x] = counters[(i + 1) & 7] + pair.a * (int)threadIdx.x + pair.b;
}
