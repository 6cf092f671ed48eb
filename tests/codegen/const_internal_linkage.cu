// A const (not volatile) variable at namespace scope that is not declared
// `extern` has internal linkage (C++ [basic.link]/3), `__device__` or
// not: nvcc -rdc keeps a header's `__device__ const float c[] = {...}`
// private to each file, so two files including it link. `extern` (with
// or without an initialiser) keeps it external, and a later `extern`
// redeclaration does not change the first one's linkage. Internal device
// variables stay in the module (@llvm.used), as nvcc keeps them. A const
// non-volatile object is never written after its initialisation (from the
// host neither: undefined behaviour), so it is not externally_initialized
// and LLVM folds its reads, as nvcc does; a volatile const one may change.
// Internal ones are `__nv_static_<n>_<id>_…` under -rdc, as nvcc names
// them after the file and its first external definition (`ext_init`).
// ARGS: -rdc=true --emit=llvm-ir -O0
// CHECK: _25_const_internal_linkage_cu_ext_init_table = internal addrspace(1) constant [4 x i32]
// CHECK: _25_const_internal_linkage_cu_ext_init_scale = internal addrspace(1) constant float
// CHECK: @ext_init = addrspace(1) constant i32 6
// CHECK: _25_const_internal_linkage_cu_ext_init_later_extern = internal addrspace(1)
// CHECK: _25_const_internal_linkage_cu_ext_init2ns2ncE = internal addrspace(1)
// CHECK: @flag = addrspace(1) externally_initialized global i32 1
// CHECK: @llvm.used
__device__ const int table[4] = {1, 2, 3, 4};
__device__ const float scale = 2.0f;
extern __device__ const int ext_init = 6;
__device__ const int later_extern = 7;
extern __device__ const int later_extern;
namespace ns { __device__ constexpr int nc = 4; }
__device__ volatile const int flag = 1;
__global__ void k(int *o, int i) {
    o[0] = table[i] + (int)scale + ext_init + later_extern + ns::nc + flag;
}
