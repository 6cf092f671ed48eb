// Misused runtime functions: printf with a non-scalar argument, atomics
// on types CUDA has none for, a mode operand that is not a constant or
// not a mode, a builtin newer than the target (sm_75 here).
struct Pair { int a, b; };
__global__ void k(float4 v, Pair p, short *s, double *d, int m, unsigned *u) {
    printf("%f %d\n", v, p);
    atomicAdd(s, (short)1);
    atomicMax(d, 1.0);
    u[0] = __nvvm_shfl_sync_i32(0xffffffffu, m, 1, 2, 0x1f);
    __nvvm_membar(3);
    u[1] = __reduce_add_sync(0xffffffffu, u[2]);
}
