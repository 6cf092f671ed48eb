// Older CUDA code declares NVVMReflect's function itself. Its key must be
// a string literal there too: a variable is the user's error at the call
// (exit 1), not an internal error in NVVMReflect.
extern "C" __device__ int __nvvm_reflect(const char *);
__global__ void k(int *o, const char *key) {
    o[0] = __nvvm_reflect("__CUDA_ARCH");
    o[1] = __nvvm_reflect(key);
    o[2] = __nvvm_reflect("");
}
