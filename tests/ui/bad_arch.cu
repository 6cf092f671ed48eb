// An unknown -arch is an error with the supported list.
// ARGS: -arch=sm_91
__global__ void k(int *p) { p[0] = 1; }
