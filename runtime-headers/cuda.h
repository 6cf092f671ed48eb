/* Minimal cuda.h shipped with cudac: the device runtime declarations land
 * here later; for now it only pulls in the implicit prelude. */
#ifndef __CUDAC_CUDA_H__
#define __CUDAC_CUDA_H__

#include "cudac_prelude.h"

#endif /* __CUDAC_CUDA_H__ */
