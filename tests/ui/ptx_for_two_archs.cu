// -ptx with two virtual architectures: nvcc's error.
// ARGS: -ptx -gencode arch=compute_75,code=sm_75 -gencode arch=compute_80,code=sm_80
__global__ void k(int *o) { o[0] = 1; }
