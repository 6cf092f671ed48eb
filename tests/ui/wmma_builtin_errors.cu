// The warp matrix builtins the toolkit's <mma.h> calls, misused directly:
// each mistake is a diagnostic at the call, never LLVM failing to select.
// ARGS: -arch=sm_75
__device__ void f(int *d, const int *s, float *fd, int layout) {
    __hmma_m16n16k16_ld_a(d, s, 16, layout);
    __hmma_m16n16k16_ld_b(d, s, 16, 2);
    __bmma_m8n8k128_mma_xor_popc_b1(d, s, s, s, 0);
    __mma_bf16_m16n16k16_ld_a(d, s, 16, 0);
    __hmma_m16n16k16_mma_f32f32(fd, s, s, fd, 1);
    __hmma_m16n16k16_ld_c_f32(d, s, 16, 0);
}
