/* cudac: CUDA's vector_functions.h: make_<type><n>() for every built-in
 * vector type (included by the implicit prelude, as nvcc's
 * cuda_runtime.h does). */
#ifndef __CUDAC_VECTOR_FUNCTIONS_H__
#define __CUDAC_VECTOR_FUNCTIONS_H__
/* nvcc's header's own guard: programs test it (cuda-samples'
 * helper_cuda.h defines checkCudaErrors only #ifdef __DRIVER_TYPES_H__). */
#define __VECTOR_FUNCTIONS_H__

#define __CUDAC_VF static __host__ __device__ __forceinline__
#define __CUDAC_MAKE(T, S)                                                                           \
  __CUDAC_VF T##1 make_##T##1(S x) { T##1 r; r.x = x; return r; }                                    \
  __CUDAC_VF T##2 make_##T##2(S x, S y) { T##2 r; r.x = x; r.y = y; return r; }                       \
  __CUDAC_VF T##3 make_##T##3(S x, S y, S z) { T##3 r; r.x = x; r.y = y; r.z = z; return r; }         \
  __CUDAC_VF T##4 make_##T##4(S x, S y, S z, S w) { T##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
__CUDAC_MAKE(char, signed char)
__CUDAC_MAKE(uchar, unsigned char)
__CUDAC_MAKE(short, short)
__CUDAC_MAKE(ushort, unsigned short)
__CUDAC_MAKE(int, int)
__CUDAC_MAKE(uint, unsigned int)
__CUDAC_MAKE(long, long)
__CUDAC_MAKE(ulong, unsigned long)
__CUDAC_MAKE(longlong, long long)
__CUDAC_MAKE(ulonglong, unsigned long long)
__CUDAC_MAKE(float, float)
__CUDAC_MAKE(double, double)
#undef __CUDAC_MAKE
#undef __CUDAC_VF

#endif /* __CUDAC_VECTOR_FUNCTIONS_H__ */
