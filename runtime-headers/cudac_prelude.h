/* cudac's implicit prelude: what nvcc gets from its implicit cuda_runtime.h.
 * The CUDA keywords become GNU attributes so the parser sees one uniform
 * syntax; the attribute names are the ones sema looks for. */
#ifndef __CUDAC_PRELUDE_H__
#define __CUDAC_PRELUDE_H__

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __maxnreg__(n) __attribute__((maxnreg(n)))
#define __grid_constant__ __attribute__((grid_constant))
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __device_builtin__
/* GCC's and clang's built-in type for <stdarg.h> (the host's headers
 * write `typedef __builtin_va_list __gnuc_va_list;`): on NVPTX a pointer
 * to the arguments, as clang's NVPTX target and cudac's <stdarg.h> have
 * it. */
typedef char *__builtin_va_list;
/* GCC's built-in names of the 128-bit integers (libcu++'s make_unsigned
 * and numeric_limits use them when __SIZEOF_INT128__ is defined). */
typedef __int128 __int128_t;
typedef unsigned __int128 __uint128_t;

/* nvcc's implicit cuda_runtime.h makes the vector types visible everywhere. */
namespace std {}
#include "vector_types.h"
#include "vector_functions.h"
/* ... and the device function library (atomics, warp functions, bits). */
#include "cuda_device_functions.h"
/* ... and launches from device code (dynamic parallelism, -rdc=true). */
#include "cudac_device_launch.h"
/* ... and texture fetches and surface accesses through texture and
 * surface objects, as nvcc's cuda_runtime.h includes them. */
#include "texture_indirect_functions.h"
#include "surface_indirect_functions.h"
/* ... and, through its math_functions.h, the C library's <math.h>
 * (INFINITY, NAN, M_PI; macros only, the functions are built in). */
#include "math.h"
/* With the host's headers (--host-headers), what nvcc's
 * crt/common_functions.h includes besides: programs use `assert`,
 * `printf`, `memcpy`, `malloc` and `clock` without including them. */
#ifdef __CUDAC_HOST_HEADERS__
#include <string.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#ifdef __cplusplus
#include <new>
#endif
#endif

#endif /* __CUDAC_PRELUDE_H__ */
