// '-x c++' is nvcc's host-only compilation: no device code to produce, so
// an error rather than an empty output.
// ARGS: -x c++
__global__ void k(int *o) { o[0] = 1; }
