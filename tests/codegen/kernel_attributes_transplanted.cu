// `--nvvm-annotations=attributes`: the same kernel attributes in the
// transplanted function-attribute form (globalvalue-flags-and-
// annotations.txt): "nvvm.kernel", "nvvm.maxntid"="X,Y,Z",
// "nvvm.minctasm", "nvvm.maxclusterrank", "nvvm.maxnreg",
// "nvvm.cluster_dim" with "nvvm.blocksareclusters", and
// "nvvm.annotations_transplanted"; only grid_constant stays in
// `nvvm.annotations`.
// ARGS: -arch=sm_90 --emit=llvm-ir --nvvm-annotations=attributes
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
// CHECK-NOT: !"kernel"
// CHECK: define void @_Z9clusteredPf(
// CHECK-NOT: maxntidx
// CHECK: attributes #0 = {
// CHECK: "nvvm.annotations_transplanted" "nvvm.blocksareclusters" "nvvm.cluster_dim"="2,1,1" "nvvm.kernel" "nvvm.maxntid"="256,1,1" "nvvm.minctasm"="2" }
// CHECK: "nvvm.annotations_transplanted" "nvvm.kernel" "nvvm.maxclusterrank"="4" "nvvm.maxnreg"="32" "nvvm.maxntid"="128,1,1" "nvvm.minctasm"="1" }
// CHECK: "nvvm.annotations_transplanted" "nvvm.kernel" }
// CHECK: !nvvm.annotations = !{!0}
// CHECK: !0 = !{ptr @_Z4grid6ParamsiS_Pf, !"grid_constant", !1}
// CHECK: !1 = !{i32 1, i32 3}
// CHECK-NOT: !"kernel"
