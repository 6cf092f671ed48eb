/* Minimal device_launch_parameters.h shipped with cudac: the device runtime declarations land
 * here later; for now it only pulls in the implicit prelude. */
#ifndef __CUDAC_DEVICE_LAUNCH_PARAMETERS_H__
#define __CUDAC_DEVICE_LAUNCH_PARAMETERS_H__
/* nvcc's header's own guard: programs test it (cuda-samples'
 * helper_cuda.h defines checkCudaErrors only #ifdef __DRIVER_TYPES_H__). */
#define __DEVICE_LAUNCH_PARAMETERS_H__

#include "cudac_prelude.h"

#endif /* __CUDAC_DEVICE_LAUNCH_PARAMETERS_H__ */
