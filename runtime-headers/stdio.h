/* cudac: <stdio.h> for device code. printf (declared by the implicit
 * prelude, as nvcc's cuda_runtime.h does) becomes a vprintf call. */
#ifndef __CUDAC_STDIO_H__
#define __CUDAC_STDIO_H__
#include <stddef.h>
#endif
