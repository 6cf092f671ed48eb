// __grid_constant__ parameters need sm_70 or higher.
// ARGS: -arch=sm_61
struct P { int a[4]; };
__global__ void k(const __grid_constant__ P prm, int *out) { out[0] = prm.a[0]; }
