// Thread-block clusters in PTX: `__cluster_dims__` gives
// `.explicitcluster` and `.reqnctapercluster` (which cudac writes itself:
// LLVM 19 does not), next to the launch bounds' `.maxntid` and
// `.minnctapersm`; `__maxnreg__` gives `.maxnreg`, and the third
// `__launch_bounds__` argument `.maxclusterrank`.
// ARGS: -arch=sm_90 --emit=ptx
// MIN-ARCH: sm_90
__global__ void __launch_bounds__(256, 2) __cluster_dims__(2, 2) tiles(float *out) {
    out[blockIdx.x] = 1.0f;
}
__global__ void __maxnreg__(40) __launch_bounds__(128, 1, 8) ranked(float *out) { out[0] = 2.0f; }
// CHECK: .visible .entry _Z5tilesPf(
// CHECK: .maxntid 256, 1, 1
// CHECK: .minnctapersm 2
// CHECK: .explicitcluster
// CHECK: .reqnctapercluster 2, 2, 1
// CHECK: {
// CHECK: .visible .entry _Z6rankedPf(
// CHECK: .maxnreg 40
// CHECK: .maxclusterrank 8
// CHECK-NOT: .explicitcluster
