/* device_types.h shipped with cudac. nvcc's implicit includes already give what
 * this header declares (the rounding modes); cudac's prelude is the same, so it only
 * makes sure the prelude is there. It stands in for NVIDIA's copy when the
 * toolkit's include directory is on the search path. */
#include "cudac_prelude.h"
#ifndef __CUDAC_DEVICE_TYPES_H__
#define __CUDAC_DEVICE_TYPES_H__
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
#endif
