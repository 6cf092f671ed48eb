/* Minimal cuda_runtime.h shipped with cudac: the device runtime declarations land
 * here later; for now it only pulls in the implicit prelude. */
#ifndef __CUDAC_CUDA_RUNTIME_H__
#define __CUDAC_CUDA_RUNTIME_H__

#include "cudac_prelude.h"

#endif /* __CUDAC_CUDA_RUNTIME_H__ */
