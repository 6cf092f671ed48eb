// A missing "" include is an error listing the search path; so is a
// missing <> header, as in nvcc (only with --no-host-headers is a host
// library cudac does not ship skipped, with a warning). A missing CCCL
// header (Thrust, CUB, libcu++) is an error: its algorithms' kernels would
// be missing. (The
// stand-in host compiler keeps the searched list the same on every machine.)
// ARGS: -ccbin ui/host-compiler/c++
#include <thrust/device_vector.h>
#include "no_such_helper.cuh"
#include <no_such_library.h>
__global__ void k(int *p) { p[0] = 1; }
