/* cuda_runtime_api.h shipped with cudac: the CUDA runtime API's host
 * functions (the C interface), declared so the host code of .cu files
 * type-checks: cudac compiles device code only, but reads host code to
 * find the kernels it launches. The signatures are CUDA 12.9's. */
#ifndef __CUDAC_CUDA_RUNTIME_API_H__
#define __CUDAC_CUDA_RUNTIME_API_H__
/* nvcc's header's own guard: programs test it (cuda-samples'
 * helper_cuda.h defines checkCudaErrors only #ifdef __DRIVER_TYPES_H__). */
#define __CUDA_RUNTIME_API_H__

#include "driver_types.h"

/* The toolkit's version when cudac reads its headers (CCCL checks that
 * it equals __CUDACC_VER_MAJOR__.__CUDACC_VER_MINOR__), else 12.9's. */
#define CUDART_VERSION __CUDAC_CUDART_VERSION__
#define __CUDART_API_VERSION __CUDAC_CUDART_VERSION__

/* The device runtime API (nvcc's cuda_device_runtime_api.h): these
 * functions may be called from device code too, where nvcc's headers
 * forward each to its `__cudaCDP2…` entry point of the device runtime
 * library. cudac compiles device code only, so its declarations are
 * those forwarders, callable from both sides: device code calls the
 * entry point as nvcc's does (linking it needs -rdc and cudadevrt, as
 * with nvcc), and host code only type-checks against them. */
extern "C" {
__device__ cudaError_t __cudaCDP2DeviceGetLimit(size_t *pValue, enum cudaLimit limit);
__device__ cudaError_t __cudaCDP2DeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__device__ cudaError_t __cudaCDP2GetLastError(void);
__device__ cudaError_t __cudaCDP2PeekAtLastError(void);
__device__ const char* __cudaCDP2GetErrorName(cudaError_t error);
__device__ const char* __cudaCDP2GetErrorString(cudaError_t error);
__device__ cudaError_t __cudaCDP2GetDeviceCount(int *count);
__device__ cudaError_t __cudaCDP2DeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
__device__ cudaError_t __cudaCDP2GetDevice(int *device);
__device__ cudaError_t __cudaCDP2StreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
__device__ cudaError_t __cudaCDP2StreamDestroy(cudaStream_t stream);
__device__ cudaError_t __cudaCDP2StreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags);
__device__ cudaError_t __cudaCDP2EventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
__device__ cudaError_t __cudaCDP2EventRecord(cudaEvent_t event, cudaStream_t stream);
__device__ cudaError_t __cudaCDP2EventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags);
__device__ cudaError_t __cudaCDP2EventDestroy(cudaEvent_t event);
__device__ cudaError_t __cudaCDP2FuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
__device__ cudaError_t __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
__device__ cudaError_t __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
__device__ cudaError_t __cudaCDP2Malloc(void **devPtr, size_t size);
__device__ cudaError_t __cudaCDP2Free(void *devPtr);
__device__ cudaError_t __cudaCDP2Memcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream);
__device__ cudaError_t __cudaCDP2MemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
__device__ cudaError_t __cudaCDP2Memcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
__device__ cudaError_t __cudaCDP2MemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream);
__device__ cudaError_t __cudaCDP2Memset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream);
__device__ cudaError_t __cudaCDP2RuntimeGetVersion(int *runtimeVersion);
}

extern "C" {
cudaError_t cudaDeviceReset(void);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
static __inline__ __host__ __device__ cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit) { return __cudaCDP2DeviceGetLimit(pValue, limit); }
static __inline__ __host__ __device__ cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig) { return __cudaCDP2DeviceGetCacheConfig(pCacheConfig); }
cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
cudaError_t cudaDeviceGetByPCIBusId(int *device, const char *pciBusId);
cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len, int device);
static __inline__ __host__ __device__ cudaError_t cudaGetLastError(void) { return __cudaCDP2GetLastError(); }
static __inline__ __host__ __device__ cudaError_t cudaPeekAtLastError(void) { return __cudaCDP2PeekAtLastError(); }
static __inline__ __host__ __device__ const char* cudaGetErrorName(cudaError_t error) { return __cudaCDP2GetErrorName(error); }
static __inline__ __host__ __device__ const char* cudaGetErrorString(cudaError_t error) { return __cudaCDP2GetErrorString(error); }
static __inline__ __host__ __device__ cudaError_t cudaGetDeviceCount(int *count) { return __cudaCDP2GetDeviceCount(count); }
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
static __inline__ __host__ __device__ cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) { return __cudaCDP2DeviceGetAttribute(value, attr, device); }
cudaError_t cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice);
cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
cudaError_t cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags);
cudaError_t cudaSetDevice(int device);
static __inline__ __host__ __device__ cudaError_t cudaGetDevice(int *device) { return __cudaCDP2GetDevice(device); }
cudaError_t cudaSetValidDevices(int *device_arr, int len);
cudaError_t cudaSetDeviceFlags( unsigned int flags );
cudaError_t cudaGetDeviceFlags( unsigned int *flags );
cudaError_t cudaStreamCreate(cudaStream_t *pStream);
static __inline__ __host__ __device__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags) { return __cudaCDP2StreamCreateWithFlags(pStream, flags); }
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority);
cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority);
cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
static __inline__ __host__ __device__ cudaError_t cudaStreamDestroy(cudaStream_t stream) { return __cudaCDP2StreamDestroy(stream); }
static __inline__ __host__ __device__ cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags = 0) { return __cudaCDP2StreamWaitEvent(stream, event, flags); }
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaStreamQuery(cudaStream_t stream);
cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length = 0, unsigned int flags = cudaMemAttachSingle);
cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue = 0, unsigned int flags = 0);
cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
cudaError_t cudaEventCreate(cudaEvent_t *event);
static __inline__ __host__ __device__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) { return __cudaCDP2EventCreateWithFlags(event, flags); }
static __inline__ __host__ __device__ cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0) { return __cudaCDP2EventRecord(event, stream); }
static __inline__ __host__ __device__ cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream = 0, unsigned int flags = 0) { return __cudaCDP2EventRecordWithFlags(event, stream, flags); }
cudaError_t cudaEventQuery(cudaEvent_t event);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
static __inline__ __host__ __device__ cudaError_t cudaEventDestroy(cudaEvent_t event) { return __cudaCDP2EventDestroy(event); }
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
static __inline__ __host__ __device__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func) { return __cudaCDP2FuncGetAttributes(attr, func); }
cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);
static __inline__ __host__ __device__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize) { return __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize); }
cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize);
static __inline__ __host__ __device__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags) { return __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags); }
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
static __inline__ __host__ __device__ cudaError_t cudaMalloc(void **devPtr, size_t size) { return __cudaCDP2Malloc(devPtr, size); }
cudaError_t cudaMallocHost(void **ptr, size_t size);
cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
static __inline__ __host__ __device__ cudaError_t cudaFree(void *devPtr) { return __cudaCDP2Free(devPtr); }
cudaError_t cudaFreeHost(void *ptr);
cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags);
cudaError_t cudaHostUnregister(void *ptr);
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost);
cudaError_t cudaMalloc3D(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent);
cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
static __inline__ __host__ __device__ cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream = 0) { return __cudaCDP2Memcpy3DAsync(p, stream); }
/* CUDA arrays and mipmapped arrays, and copies to and from them. */
cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height = 0, unsigned int flags = 0);
cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags = 0);
cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags = 0);
cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level);
cudaError_t cudaFreeArray(cudaArray_t array);
cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);
cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array);
cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind = cudaMemcpyDeviceToDevice);
cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
/* Deprecated since CUDA 10.1, still declared by 13.0. */
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind = cudaMemcpyDeviceToDevice);
cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
static __inline__ __host__ __device__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0) { return __cudaCDP2MemcpyAsync(dst, src, count, kind, stream); }
cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream = 0);
static __inline__ __host__ __device__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream = 0) { return __cudaCDP2Memcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream); }
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemset(void *devPtr, int value, size_t count);
cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
static __inline__ __host__ __device__ cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream = 0) { return __cudaCDP2MemsetAsync(devPtr, value, count, stream); }
static __inline__ __host__ __device__ cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream = 0) { return __cudaCDP2Memset2DAsync(devPtr, pitch, value, width, height, stream); }
cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cudaStream_t stream = 0);
cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device);
cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr);
cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
cudaError_t cudaDeviceDisablePeerAccess(int peerDevice);
cudaError_t cudaDriverGetVersion(int *driverVersion);
/* Channel descriptors, texture objects and surface objects. */
cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array);
struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);
cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc);
cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject);
cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject);
cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject);
cudaError_t cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject);
cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc);
cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);
cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject);
static __inline__ __host__ __device__ cudaError_t cudaRuntimeGetVersion(int *runtimeVersion) { return __cudaCDP2RuntimeGetVersion(runtimeVersion); }
}

/* nvcc's driver_functions.h (its cuda_runtime.h includes it): the
 * constructors of the 3D copies' structures. */
static __inline__ __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz) {
    struct cudaPitchedPtr s;
    s.ptr = d;
    s.pitch = p;
    s.xsize = xsz;
    s.ysize = ysz;
    return s;
}
static __inline__ __host__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z) {
    struct cudaPos p;
    p.x = x;
    p.y = y;
    p.z = z;
    return p;
}
static __inline__ __host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d) {
    struct cudaExtent e;
    e.width = w;
    e.height = h;
    e.depth = d;
    return e;
}

/* The C++ overloads `cudaCreateChannelDesc<T>()`: nvcc's cuda_runtime.h
 * includes channel_descriptor.h, so every .cu file has them. */
#include "channel_descriptor.h"

#endif /* __CUDAC_CUDA_RUNTIME_API_H__ */
