// GCC's bit-counting builtins in device code, as nvcc takes them
// (`__builtin_popcount`, `__builtin_clz`, `__builtin_ffs` and their `l`
// and `ll` forms), in a file that writes no CUDA intrinsic itself: they
// are CUDA's `__popc`, `__clz`, `__ffs`, whose declarations cudac keeps
// only for names a file writes. Before, 'use of undeclared identifier
// __builtin_popcount' unless the file also called `__popc`.
__host__ __device__ int bits(unsigned x, unsigned long long y) {
    return __builtin_popcount(x) * 1000 + __builtin_popcountll(y) * 100 + __builtin_clz(x | 1) * 10 +
           __builtin_clzll(y | 1) + __builtin_ffs((int)x) + __builtin_ffsll((long long)y) +
           __builtin_popcountl((unsigned long)y) + __builtin_clzl((unsigned long)(y | 1));
}

__global__ void run(int *out) {
    out[0] = bits(0xf0u, 0xff00ull);
    out[1] = bits(1u, 1ull << 40);
    out[2] = bits(0x80000000u, ~0ull);
    out[3] = bits(0x12345678u, 0x0123456789abcdefull);
}
