// ARGS: --emit=llvm-ir --device-globals
// cudac's own `--device-globals` (for `cargo xtask difftest gcc`):
// variables without a memory space are `__device__` variables in global
// memory, so host-style code (inside `#pragma clang force_cuda_host_device`)
// runs as device code; without the flag, device code reading `counter` is
// nvcc's "host variable" error.
int counter = 3;
static int table[4] = {1, 2, 3, 4};
struct S {
    static int shared_count;
};
int S::shared_count = 7;
#pragma clang force_cuda_host_device begin
int bump() { return ++counter + table[2] + S::shared_count; }
#pragma clang force_cuda_host_device end
__global__ void k(int *out) { out[0] = bump(); }
// CHECK: @counter = local_unnamed_addr addrspace(1) externally_initialized global i32 3
// CHECK: @table = internal addrspace(1) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
// CHECK: @_ZN1S12shared_countE = local_unnamed_addr addrspace(1) externally_initialized global i32 7
