/* cuda.h shipped with cudac: the CUDA driver API. With a CUDA toolkit on
 * the search path, its cuda.h (types such as CUdeviceptr and CUtensorMap,
 * the cu* functions host code calls) is read after this one, as nvcc
 * reads it; without one, only what nvcc's copy includes itself is here
 * (<stdlib.h>, <stdint.h>: programs use uint64_t through <cuda.h>). */
#ifndef __CUDAC_CUDA_H__
#define __CUDAC_CUDA_H__

#include "cudac_prelude.h"
#include <stdlib.h>
#if defined(__has_include)
#if __has_include(<stdint.h>)
#include <stdint.h>
#endif
#endif

#if defined(__has_include_next)
#if __has_include_next(<cuda.h>)
#include_next <cuda.h>
#endif
#endif

#endif /* __CUDAC_CUDA_H__ */
