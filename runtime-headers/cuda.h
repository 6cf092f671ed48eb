/* cuda.h shipped with cudac. The CUDA toolkit's own header (the driver
 * API's declarations, plain C) is what device code gets, as with nvcc:
 * this one passes the include on to it (CUTLASS names `CUlaunchAttribute`
 * and `CUtensorMapDataType` in its host adapter). Without a toolkit it
 * declares what nvcc's copy includes itself (<stdlib.h>, <stdint.h>:
 * programs use uint64_t through <cuda.h>, HeCBench's merkle) and the
 * driver API's handle types kernels take as parameters. */
#if __has_include_next(<cuda.h>)
#include_next <cuda.h>
#else
#ifndef __CUDAC_CUDA_H__
#define __CUDAC_CUDA_H__

#include "cudac_prelude.h"
#include <stdlib.h>
#if defined(__has_include)
#if __has_include(<stdint.h>)
#include <stdint.h>
#endif
#endif

/* The driver API's handle types device code takes as kernel parameters:
 * texture and surface objects and the TMA tensor map (passed as
 * `const __grid_constant__ CUtensorMap`), laid out as the toolkit's. */
typedef unsigned int cuuint32_t;
typedef unsigned long long cuuint64_t;
typedef unsigned long long CUtexObject_v1;
typedef CUtexObject_v1 CUtexObject;
typedef unsigned long long CUsurfObject_v1;
typedef CUsurfObject_v1 CUsurfObject;
#define CU_TENSOR_MAP_NUM_QWORDS 16
typedef struct CUtensorMap_st {
  alignas(128) cuuint64_t opaque[CU_TENSOR_MAP_NUM_QWORDS];
} CUtensorMap;

#endif /* __CUDAC_CUDA_H__ */
#endif /* toolkit */
