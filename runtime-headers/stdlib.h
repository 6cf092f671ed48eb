/* cudac: <stdlib.h> for device code: malloc and free (declared by the
 * prelude, as nvcc's cuda_runtime.h does) and the integer abs family
 * (the compiler's math library: abs, labs, llabs). */
#ifndef __CUDAC_STDLIB_H__
#define __CUDAC_STDLIB_H__
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#endif
