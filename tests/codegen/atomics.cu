// CUDA atomics (cuda_device_functions.h over the __nvvm_atom_* builtins)
// are relaxed read-modify-writes: atomicrmw monotonic for add (integer
// and float, double), sub, exch (float too), min/max (signed and
// unsigned), and/or/xor; atomicInc is NVVM's atomic.load.inc.32 (clang's
// lowering: NVPTX writes atom.inc.u32, where an atomicrmw uinc_wrap would
// become a compare-and-swap loop); atomicCAS is cmpxchg returning the old
// value, the base of a float atomic max in a CAS loop.
// ARGS: --emit=llvm-ir
__device__ float atomic_max_float(float *addr, float val) {
    int *a = (int *)addr;
    int old = *a, assumed;
    do {
        assumed = old;
        float cur = __int_as_float(assumed);
        old = atomicCAS(a, assumed, __float_as_int(val > cur ? val : cur));
    } while (assumed != old);
    return __int_as_float(old);
}
__global__ void atomics(int *i, unsigned *u, unsigned long long *ull, long long *ll, float *f,
                        double *d) {
    atomicAdd(i, 1);
    atomicAdd(u, 2u);
    atomicAdd(ull, 3ull);
    atomicAdd(f, 1.5f);
    atomicAdd(d, 2.5);
    atomicSub(i + 1, 4);
    atomicExch(u + 1, 5u);
    atomicExch(f + 1, 6.0f);
    atomicMin(i + 2, 7);
    atomicMax(u + 2, 8u);
    atomicMin(ll, 9ll);
    atomicMax(ull + 1, 10ull);
    atomicAnd(i + 3, 11);
    atomicOr(u + 3, 12u);
    atomicXor(ull + 2, 13ull);
    atomicInc(u + 4, 14u);
    atomicCAS(ull + 3, 15ull, 16ull);
    atomic_max_float(f + 2, 17.0f);
}
// CHECK: define void @_Z7atomicsPiPjPyPxPfPd(
// CHECK: atomicrmw add ptr %i, i32 1 monotonic
// CHECK: atomicrmw add ptr %u, i32 2 monotonic
// CHECK: atomicrmw add ptr %ull, i64 3 monotonic
// CHECK: atomicrmw fadd ptr %f, float 1.500000e+00 monotonic
// CHECK: atomicrmw fadd ptr %d, double 2.500000e+00 monotonic
// CHECK: atomicrmw sub ptr
// CHECK: atomicrmw xchg ptr
// CHECK: float 6.000000e+00 monotonic
// CHECK: atomicrmw min ptr
// CHECK: atomicrmw umax ptr
// CHECK: atomicrmw min ptr
// CHECK: atomicrmw umax ptr
// CHECK: atomicrmw and ptr
// CHECK: atomicrmw or ptr
// CHECK: atomicrmw xor ptr
// CHECK: call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr
// CHECK: cmpxchg ptr
// CHECK: cmpxchg ptr
