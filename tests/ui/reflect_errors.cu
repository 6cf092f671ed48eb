// __nvvm_reflect takes a string literal naming the key: NVVMReflect reads
// the key out of the constant, so anything else is reported at the call.
__device__ const char *key = "__CUDA_ARCH";
__global__ void k(int *o, const char *name) {
    o[0] = __nvvm_reflect(name);
    o[1] = __nvvm_reflect(key);
    o[2] = __nvvm_reflect("");
    o[3] = __nvvm_reflect("__CUDA_ARCH", 1);
    o[4] = __nvvm_reflect("__CUDA_FTZ");
}
