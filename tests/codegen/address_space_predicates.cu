// The address-space functions of NVIDIA's sm_20_intrinsics.h, which libcu++
// (`cuda::discard_memory`, `cuda::ptx` helpers) and CUB call: `__isGlobal`
// and its siblings are PTX `isspacep` where the pointer's origin is not
// known (here loaded from memory), and answered at compile time where it
// is (a kernel's pointer parameter is global, a `__shared__` array shared:
// `space_tests_folded.cu`); `__cvta_generic_to_shared` and the other
// conversions into a space are LLVM address-space casts (NVPTX writes
// `cvta.to.shared` where it cannot fold them to the shared symbol, as nvcc
// does when it can), back to generic is `cvta`, all returning size_t as
// nvcc's do. The PTX goes through ptxas in the ptxas sweep.
// ARGS: --emit=ptx -arch=sm_80
// CHECK: .entry _Z1kPjPfPS0_(
// CHECK: cvta.shared.u64
// CHECK: cvta.to.shared.u64
// CHECK: isspacep.global
// CHECK: isspacep.shared
// CHECK: isspacep.local
__global__ void k(unsigned *o, float *g, float **pp) {
    __shared__ float s[32];
    s[threadIdx.x] = g[threadIdx.x];
    float *p = pp[threadIdx.x];
    o[0] = __isGlobal(p) + 2 * __isShared(p + 1) + 4 * __isLocal(p + 2) + 8 * __isShared(s) +
           16 * __isGlobal(g);
    size_t a = __cvta_generic_to_shared(s + 1);
    o[1] = (unsigned)a;
    float *back = (float *)__cvta_shared_to_generic(a);
    o[2] = (unsigned)*back + (unsigned)__cvta_generic_to_global(g) + __isConstant(g);
}
