// Thread-block clusters need sm_90: `__cluster_dims__` is an error below
// it, and a cluster limit in `__launch_bounds__` is ignored with a
// warning (as clang does); __grid_constant__ needs sm_70.
// ARGS: -arch=sm_75
struct P { int a[4]; };
__global__ void __cluster_dims__(2, 1, 1) clustered(int *p) {}
__global__ void __launch_bounds__(128, 2, 4) ranked(int *p) {}
__global__ void fine(const __grid_constant__ P prm, int *out) { out[0] = prm.a[0]; }
