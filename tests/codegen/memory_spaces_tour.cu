// One kernel using every memory space with launch bounds, a cluster
// shape and a grid-constant parameter: the IR to read against the NVVM
// IR spec (type-translation-globals-special-vars.txt; §13 annotations).
// __device__ → addrspace(1), __constant__ → addrspace(4), __managed__ →
// addrspace(1) + "managed" + @llvm.used, static __shared__ →
// addrspace(3) undef, extern __shared__ → external [0 x T] addrspace(3),
// locals → allocas (the local space after NVPTX), a record parameter by
// value → byval, __grid_constant__ → the grid_constant list.
// ARGS: -arch=sm_90 -O0 --emit=llvm-ir
// MIN-ARCH: sm_90
struct Params {
    float scale;
    int n;
};
__device__ float results[256];
__constant__ float coeffs[4] = {1.0f, 0.5f, 0.25f, 0.125f};
__managed__ int launches;
__global__ void __launch_bounds__(256, 2) __cluster_dims__(2, 1, 1)
    tour(const __grid_constant__ Params prm, const float *in) {
    __shared__ float tile[256];
    extern __shared__ float scratch[];
    float local[4];
    unsigned i = threadIdx.x;
    tile[i] = in[blockIdx.x * blockDim.x + i];
    scratch[i] = tile[i] * prm.scale;
    __syncthreads();
    for (int k = 0; k < 4; ++k)
        local[k] = scratch[(i + k) % 256] * coeffs[k];
    results[i] = local[0] + local[1] + local[2] + local[3];
    if (i == 0)
        launches += 1;
}
// CHECK: @results = addrspace(1) externally_initialized global [256 x float] zeroinitializer
// CHECK: @coeffs = addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01]
// CHECK: @launches = addrspace(1) externally_initialized global i32 0
// CHECK: @_ZZ4tour6ParamsPKfE4tile = internal addrspace(3) global [256 x float] undef
// CHECK: @scratch = external addrspace(3) global [0 x float]
// CHECK: @llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @launches to ptr)], section "llvm.metadata"
// CHECK: define void @_Z4tour6ParamsPKf(ptr byval(%struct.Params) align 4 %prm, ptr %in)
// CHECK: %local = alloca [4 x float]
// CHECK: call void @llvm.nvvm.barrier0()
// CHECK: !{ptr @_Z4tour6ParamsPKf, !"kernel", i32 1}
// CHECK: !{ptr @_Z4tour6ParamsPKf, !"maxntidx", i32 256}
// CHECK: !{ptr @_Z4tour6ParamsPKf, !"minctasm", i32 2}
// CHECK: !{ptr @_Z4tour6ParamsPKf, !"cluster_dim_x", i32 2}
// A one-element grid_constant list stays a list (not a bare i32):
// CHECK: !{ptr @_Z4tour6ParamsPKf, !"grid_constant", !7}
// CHECK: !7 = !{i32 1}
// CHECK: !{ptr addrspace(1) @launches, !"managed", i32 1}
