// Device code cannot define variadic functions (no va_arg on the GPU);
// declaring one is fine, and a host-device one only the host uses too.
__device__ int sum(int n, ...) { return n; }
__device__ int declared(const char *fmt, ...);
__host__ __device__ int host_side(int n, ...) { return n; }
__global__ void k(int *p) { p[0] = sum(1, 2); }
