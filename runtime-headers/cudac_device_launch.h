/* cudac_device_launch.h: launching kernels from device code (dynamic
 * parallelism, -rdc=true), included by cudac's prelude as nvcc's
 * implicit cuda_runtime.h gives it: the device runtime's entry points
 * nvcc's cuda_device_runtime_api.h declares, their forwarders (Thrust and
 * CUB launch through them when __CUDACC_RDC__ is defined), and the
 * function sema's `device_launch` makes of `k<<<…>>>(…)` in device code. */
#ifndef __CUDAC_DEVICE_LAUNCH_H__
#define __CUDAC_DEVICE_LAUNCH_H__

#include "driver_types.h"

extern "C" {
__device__ void *__cudaCDP2GetParameterBuffer(size_t alignment, size_t size);
__device__ void *__cudaCDP2GetParameterBufferV2(void *func, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize);
__device__ cudaError_t __cudaCDP2LaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize, cudaStream_t stream);
__device__ cudaError_t __cudaCDP2LaunchDeviceV2(void *parameterBuffer, cudaStream_t stream);
/* Sets a conditional graph node's value from a kernel of its graph; the
 * device runtime defines it (nvcc emits the same `.extern .func`). */
__device__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value);
static __inline__ __device__ void *cudaGetParameterBuffer(size_t alignment, size_t size) { return __cudaCDP2GetParameterBuffer(alignment, size); }
static __inline__ __device__ void *cudaGetParameterBufferV2(void *func, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize) { return __cudaCDP2GetParameterBufferV2(func, gridDimension, blockDimension, sharedMemSize); }
static __inline__ __device__ cudaError_t cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize, cudaStream_t stream) { return __cudaCDP2LaunchDevice(func, parameterBuffer, gridDimension, blockDimension, sharedMemSize, stream); }
static __inline__ __device__ cudaError_t cudaLaunchDeviceV2(void *parameterBuffer, cudaStream_t stream) { return __cudaCDP2LaunchDeviceV2(parameterBuffer, stream); }
}

/* `k<<<grid, block, shared, stream>>>(args…)` in device code, as nvcc
 * compiles it (sema's `device_launch` calls this with the kernel overload
 * resolution picked and the arguments converted to its parameter types):
 * the kernel's parameter buffer, each argument stored at its parameter's
 * offset (aligned as the parameter), then the launch; no buffer (the
 * launch pool is exhausted) launches nothing, as with nvcc. */
template <class __T>
static __inline__ __device__ unsigned int __cudac_place_param(char *__buf, unsigned int __off, const __T &__v) {
    __off = (__off + (unsigned int)alignof(__T) - 1u) & ~((unsigned int)alignof(__T) - 1u);
    /* Bytes, as nvcc stores them (a parameter's class may not be
     * assignable: const members; kernel parameters are trivially
     * copyable), at the parameter's alignment, so they are stored whole. */
    memcpy(__builtin_assume_aligned(__buf + __off, alignof(__T)), &__v, sizeof(__T));
    return __off + (unsigned int)sizeof(__T);
}
template <class... __A>
static __inline__ __device__ void __cudac_launch_device(void (*__k)(__A...), dim3 __grid, dim3 __block, unsigned int __smem, cudaStream_t __stream, __A... __a) {
    char *__buf = (char *)__cudaCDP2GetParameterBufferV2((void *)__k, __grid, __block, __smem);
    if (__buf) {
        unsigned int __off = 0;
        ((__off = __cudac_place_param<__A>(__buf, __off, __a)), ...);
        (void)__off;
        __cudaCDP2LaunchDeviceV2(__buf, __stream);
    }
}

#endif /* __CUDAC_DEVICE_LAUNCH_H__ */
