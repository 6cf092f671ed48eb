// A kernel in an anonymous namespace, and under -rdc=true a `static`
// kernel or device variable, is named by nvcc after the file's first
// external definition; without one nvcc's name includes the time and its
// process id, so host code built by nvcc could never find cudac's kernel.
// That is an error, not a kernel under another name. Here the only
// external function's signature names a type cudac does not know, so its
// symbol, which names the unit, cannot be written exactly either.
// ARGS: -rdc=true
namespace {
__global__ void hidden(int *p) { p[0] = 1; }
}
static __global__ void step(int *p) { p[0] = 2; }
static __device__ int counter;
inline void helper() {}
static void host_only(int *p) { step<<<1, 1>>>(p); }
void entry(UnknownHostType *t) { (void)t; }
