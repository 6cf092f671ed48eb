// Thread-block cluster and register attributes that CUDA rejects (on an
// architecture with clusters): too many blocks, some dimensions 0, both
// ways of sizing a cluster at once, register counts out of range,
// non-constant arguments, and __grid_constant__ misuse.
// ARGS: -arch=sm_90
struct P { int a[4]; };
__device__ int n;
__global__ void __cluster_dims__(4, 4) too_big(int *p) {}
__global__ void __cluster_dims__(2, 0, 1) some_zero(int *p) {}
__global__ void __cluster_dims__(n) not_constant(int *p) {}
__global__ void __cluster_dims__(1, 2, 3, 4) four(int *p) {}
__global__ void __launch_bounds__(128, 1, 16) rank_too_big(int *p) {}
__global__ void __launch_bounds__(128, 1, 2) __cluster_dims__(2) both(int *p) {}
__global__ void __maxnreg__(0) no_registers(int *p) {}
__global__ void __maxnreg__(300) too_many_registers(int *p) {}
__device__ void __maxnreg__(32) __cluster_dims__(2) not_kernel(int *p) {}
__global__ void mutable_param(__grid_constant__ P prm, int *out) { out[0] = prm.a[0]; }
__device__ int device_param(const __grid_constant__ P prm) { return prm.a[0]; }
__global__ void __cluster_dims__(0, 0, 0) at_launch(int *p) {}
