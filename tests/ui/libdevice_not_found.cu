// A kernel calling a math function needs libdevice; when it is not where
// --libdevice says, the error lists the places searched.
// ARGS: --libdevice /nonexistent/cuda/libdevice.10.bc
__global__ void k(float *o) { o[0] = sinf(o[1]); }
