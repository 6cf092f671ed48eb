// The CUDA runtime functions the device runtime also provides
// (cudaGetLastError, cudaGetErrorString, cudaMalloc, …) are callable from
// device code, as with nvcc: each calls its `__cudaCDP2…` entry point of
// the device runtime library, as nvcc's cuda_device_runtime_api.h
// forwards it (linking it needs -rdc and cudadevrt). cudac declared them
// host-only, so an error-check helper in device code (HeCBench's
// logic-rewrite `cdpAssert`) stopped the compile.
// ARGS: -rdc=true --emit=ptx
// CHECK: .extern .func  (.param .b32 func_retval0) __cudaCDP2GetLastError
// CHECK: .extern .func  (.param .b64 func_retval0) __cudaCDP2GetErrorString
// CHECK: .extern .func  (.param .b32 func_retval0) __cudaCDP2Malloc
// CHECK: .extern .func  (.param .b32 func_retval0) __cudaCDP2Free
// CHECK: .visible .func _Z9cdpAssert9cudaErrorPKci(
// CHECK: call.uni (retval0),
// CHECK: __cudaCDP2GetErrorString,
// CHECK: .visible .entry _Z7scratchPPi(
// CHECK: __cudaCDP2GetLastError,
// CHECK: __cudaCDP2Malloc,
// CHECK: __cudaCDP2Free,
#include <cstdio>

__device__ void cdpAssert(cudaError_t code, const char *file, int line) {
    if (code != cudaSuccess)
        printf("GPU kernel assert: %s %s %d\n", cudaGetErrorString(code), file, line);
}

__global__ void scratch(int **out) {
    if (cudaGetLastError() != cudaSuccess)
        return;
    int *p = nullptr;
    if (cudaMalloc((void **)&p, 64) == cudaSuccess) {
        out[0] = p;
        cudaFree(p);
    }
}

// Host code still calls them as the runtime API.
int main() {
    int **d = nullptr;
    cudaMalloc((void **)&d, sizeof(int *));
    scratch<<<1, 1>>>(d);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
