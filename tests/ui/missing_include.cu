// A missing "" include is an error listing the search path; an unknown
// <> header is only a warning.
#include <thrust/device_vector.h>
#include "no_such_helper.cuh"
__global__ void k(int *p) { p[0] = 1; }
