// CUDA rules for kernels and calls across execution spaces.
int host_helper(int x) { return x + 1; }
__global__ int bad_return(int *p) { p[0] = 1; return 0; }
__global__ void kernel(int *p) { p[0] = host_helper(p[1]); }
__device__ void dev(int *p) { kernel(p); }
__device__ __global__ void both(int *p) {}
template <class T> __global__ T returns_t(T *p) { return p[0]; }
template __global__ int returns_t<int>(int *);
__global__ auto returns_auto(int *p) { return 1; }
struct Holder {
    __global__ void member_kernel(int *p) { p[0] = 2; }
};
__shared__ int per_block;
__device__ int *to_shared = &per_block;
