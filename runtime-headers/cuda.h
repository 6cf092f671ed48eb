/* cuda.h shipped with cudac: for now only what nvcc's copy includes
 * itself (<stdlib.h>, <stdint.h>: programs use uint64_t through
 * <cuda.h>, HeCBench's merkle). The toolkit's own cuda.h is not read: it
 * defines CUDA_VERSION (13000 for a CUDA 13 toolkit), and programs then
 * take branches for CUDA 12.8+ builtins cudac does not have yet
 * (`__nv_atomic_load_n`, HeCBench's hausdorff and five others). */
#ifndef __CUDAC_CUDA_H__
#define __CUDAC_CUDA_H__

#include "cudac_prelude.h"
#include <stdlib.h>
#if defined(__has_include)
#if __has_include(<stdint.h>)
#include <stdint.h>
#endif
#endif

#endif /* __CUDAC_CUDA_H__ */
