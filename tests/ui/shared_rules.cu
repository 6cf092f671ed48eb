// Memory spaces on variables: __shared__ takes no initialiser, extern ones
// must be unsized arrays, spaces do not combine, and parameters and
// non-static locals take none (the error at the use, not in the prelude).
__global__ void k(float *out) {
    __shared__ float s = 1.0f;
    extern __shared__ float dyn[4];
    __shared__ __constant__ int both;
    out[0] = s + dyn[0];
}
__device__ int param_space(__shared__ int x, __constant__ float y) { return x; }
__global__ void local_space(int *p) { __device__ int d; __constant__ int c; p[0] = d + c; }
