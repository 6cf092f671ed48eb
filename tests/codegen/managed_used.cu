// __managed__ variables live in the global space with a `managed`
// annotation, and `@llvm.used` keeps them (the host reaches them by
// name), so even an unused internal one survives optimisation with its
// annotation.
// ARGS: --emit=llvm-ir
static __managed__ int unused = 3;
__managed__ float counter;
__global__ void k(float *p) { counter += p[0]; }
// CHECK: @unused = internal addrspace(1) externally_initialized global i32 3, align 4
// CHECK: @counter = addrspace(1) externally_initialized global float 0.000000e+00, align 4
// CHECK: @llvm.used = appending global [2 x ptr] [
// CHECK: ptr addrspacecast (ptr addrspace(1) @unused to ptr)
// CHECK: section "llvm.metadata"
// CHECK: !{ptr addrspace(1) @unused, !"managed", i32 1}
// CHECK: !{ptr addrspace(1) @counter, !"managed", i32 1}
