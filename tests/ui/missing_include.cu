// A missing "" include is an error listing the search path; so is a
// missing <> header, unless it is a host library cudac does not ship (a
// warning: host code is not compiled). A missing CCCL header (Thrust, CUB,
// libcu++) is an error: its algorithms' kernels would be missing.
#include <thrust/device_vector.h>
#include "no_such_helper.cuh"
#include <no_such_library.h>
__global__ void k(int *p) { p[0] = 1; }
