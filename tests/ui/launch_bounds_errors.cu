// __launch_bounds__ arguments must be positive integer constants.
__device__ int limit = 128;
__global__ void __launch_bounds__(limit) a(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(-1) b(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(256, 2) fine(int *p) { p[0] = 1; }
