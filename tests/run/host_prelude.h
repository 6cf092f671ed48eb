// The host side of the `run/` suite (not a case): clang++-19 includes this
// before each case, so its CUDA keywords mean nothing on the host and its
// `run` is an ordinary function that `host_main.cpp` calls.
#define __global__
#define __device__
#define __host__
#define __forceinline__
#define __noinline__ __attribute__((noinline))
#define __shared__ static
#define __constant__
#define __restrict__ __restrict
