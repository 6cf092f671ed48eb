// Two independent errors in two functions: both are reported.
__device__ float scale(float x) {
    return x * factor;
}
__global__ void k(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = scale(a[i]) + *n;
}
