// -lineinfo's metadata has no LLVM 7 form for libNVVM yet: said, not
// dropped.
// ARGS: -lineinfo --emit=nvvm-ir
__global__ void k(int *p) { *p = 1; }
