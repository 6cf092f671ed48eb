// What clang-19 needs to compile the cxx/ cases without CUDA headers: the
// CUDA keywords as attributes and the built-in variables. cudac has both
// from its implicit prelude and never reads this file (no __clang__).
#ifdef __clang__
#include <__clang_cuda_builtin_vars.h>
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
extern "C" __device__ void __syncthreads(void) __asm__("llvm.nvvm.barrier0");
#endif
