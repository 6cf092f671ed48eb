// A kernel without math functions never looks for libdevice.
// ARGS: --libdevice /nonexistent/cuda/libdevice.10.bc -ptx
__global__ void k(float *o) { o[0] = o[1] * 2.0f; }
