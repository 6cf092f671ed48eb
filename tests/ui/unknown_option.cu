// An option nvcc does not know is an error, as in nvcc (host compiler
// options go through -Xcompiler).
// ARGS: -Wall
__global__ void k(int *o) { o[0] = 1; }
