// With -rdc=true, a launch from device code is dynamic parallelism,
// which cudac does not implement yet.
// ARGS: -rdc=true
__global__ void child(int *p) { p[0] = 1; }
__global__ void parent(int *p) { child<<<1, 1>>>(p); }
