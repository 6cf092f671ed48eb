/* cuda_runtime.h shipped with cudac: the CUDA keywords and built-in types
 * (the prelude every .cu file gets), the runtime API's host functions, and
 * the C++ overloads nvcc's cuda_runtime.h adds for host code (typed
 * pointers, kernels and symbols passed as themselves). They are
 * declarations only: cudac never compiles host code. */
#ifndef __CUDAC_CUDA_RUNTIME_H__
#define __CUDAC_CUDA_RUNTIME_H__
/* nvcc's header's own guard: programs test it (cuda-samples'
 * helper_cuda.h defines checkCudaErrors only #ifdef __DRIVER_TYPES_H__). */
#define __CUDA_RUNTIME_H__

#include "cudac_prelude.h"
#include "cuda_runtime_api.h"
#include "device_launch_parameters.h"

#define __cudac_host__ __attribute__((host))

__cudac_host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags);
__cudac_host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags);

template <class T>
__cudac_host__ cudaError_t cudaLaunchKernel(const T *func, dim3 gridDim, dim3 blockDim, void **args,
                                            size_t sharedMem = 0, cudaStream_t stream = 0);
template <class T>
__cudac_host__ cudaError_t cudaLaunchCooperativeKernel(const T *func, dim3 gridDim, dim3 blockDim,
                                                       void **args, size_t sharedMem = 0,
                                                       cudaStream_t stream = 0);
template <class T> __cudac_host__ cudaError_t cudaMalloc(T **devPtr, size_t size);
template <class T>
__cudac_host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0);
template <class T>
__cudac_host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags);
template <class T>
__cudac_host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags);
template <class T>
__cudac_host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size,
                                             unsigned int flags = cudaMemAttachGlobal);
template <class T>
__cudac_host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height);
template <class T>
__cudac_host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr,
                                                    size_t length = 0,
                                                    unsigned int flags = cudaMemAttachSingle);
template <class T>
__cudac_host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                                              size_t offset = 0,
                                              enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T>
__cudac_host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count,
                                                   size_t offset = 0,
                                                   enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                   cudaStream_t stream = 0);
template <class T>
__cudac_host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
                                                size_t offset = 0,
                                                enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
template <class T>
__cudac_host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count,
                                                     size_t offset = 0,
                                                     enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                     cudaStream_t stream = 0);
template <class T> __cudac_host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol);
template <class T> __cudac_host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol);
template <class T>
__cudac_host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig);
template <class T>
__cudac_host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry);
template <class T>
__cudac_host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value);
template <class T>
__cudac_host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func,
                                                                         int blockSize,
                                                                         size_t dynamicSMemSize);
template <class T>
__cudac_host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, T func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
template <class T>
__cudac_host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                              T func, size_t dynamicSMemSize = 0,
                                                              int blockSizeLimit = 0);
template <class T>
__cudac_host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(
    int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0,
    unsigned int flags = 0);
template <class T>
__cudac_host__ cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize,
                                                                    T func, int numBlocks,
                                                                    int blockSize);

#undef __cudac_host__

#endif /* __CUDAC_CUDA_RUNTIME_H__ */
