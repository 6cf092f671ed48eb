// Kernel launch attributes in the legacy `nvvm.annotations` form (NVVM IR
// spec §13.3): `__launch_bounds__` (maxntidx, minctasm, and the blocks
// per cluster as cluster_max_blocks; PTX is made with LLVM's spelling,
// maxclusterrank, see cluster_ptx.cu),
// `__maxnreg__`, `__cluster_dims__` (cluster_dim_{x,y,z}), and the
// `__grid_constant__` parameters as one list of 1-based indices.
// ARGS: -arch=sm_90 --emit=llvm-ir
// MIN-ARCH: sm_90
struct Params {
    float a[8];
    int n;
};
__global__ void __launch_bounds__(256, 2) __cluster_dims__(2, 1, 1) clustered(float *out) {
    out[threadIdx.x] = 1.0f;
}
__global__ void __maxnreg__(32) __launch_bounds__(128, 1, 4) ranked(float *out) { out[0] = 2.0f; }
__global__ void grid(const __grid_constant__ Params p, int x, const __grid_constant__ Params q,
                     float *out) {
    out[0] = p.a[x] + q.a[1];
}
// CHECK: !{ptr @_Z9clusteredPf, !"kernel", i32 1}
// CHECK: !{ptr @_Z9clusteredPf, !"maxntidx", i32 256}
// CHECK: !{ptr @_Z9clusteredPf, !"minctasm", i32 2}
// CHECK: !{ptr @_Z9clusteredPf, !"cluster_dim_x", i32 2}
// CHECK: !{ptr @_Z9clusteredPf, !"cluster_dim_y", i32 1}
// CHECK: !{ptr @_Z9clusteredPf, !"cluster_dim_z", i32 1}
// CHECK: !{ptr @_Z6rankedPf, !"kernel", i32 1}
// CHECK: !{ptr @_Z6rankedPf, !"maxntidx", i32 128}
// CHECK: !{ptr @_Z6rankedPf, !"minctasm", i32 1}
// CHECK: !{ptr @_Z6rankedPf, !"cluster_max_blocks", i32 4}
// CHECK: !{ptr @_Z6rankedPf, !"maxnreg", i32 32}
// CHECK: !{ptr @_Z4grid6ParamsiS_Pf, !"kernel", i32 1}
// CHECK: !{ptr @_Z4grid6ParamsiS_Pf, !"grid_constant", !13}
// CHECK: !13 = !{i32 1, i32 3}
