/* surface_indirect_functions.h shipped with cudac: surface reads and
 * writes through surface objects (`surf2Dread<float4>(obj, x, y)`,
 * `surf2Dwrite(v, obj, x, y, cudaBoundaryModeClamp)`, 1D, 2D, 3D,
 * layered and cubemap), for every element type nvcc's header accepts.
 * nvcc writes each as one PTX `suld.b`/`sust.b` through its
 * `__nv_tex_surf_handler` builtin; here each is that instruction as
 * inline PTX in nvcc's forms: the element's size picks `.b8`/`.b16`/
 * `.b32`/`.b64` and its components `.v2`/`.v4`, the boundary mode
 * `.zero`/`.clamp`/`.trap`, a cubemap is the layered 2D surface of its
 * faces, and `x` is in bytes, as in CUDA. Surface accesses are volatile
 * and clobber memory: a write and a later read of the same texel in one
 * kernel stay in order. */
#ifndef __CUDAC_SURFACE_INDIRECT_FUNCTIONS_H__
#define __CUDAC_SURFACE_INDIRECT_FUNCTIONS_H__

#if defined(__cplusplus) && defined(__CUDACC__)
#include "vector_types.h"
#include "driver_types.h"

#ifndef __CUDAC_SURFACE_BOUNDARY_MODE__
#define __CUDAC_SURFACE_BOUNDARY_MODE__
enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero = 0,
  cudaBoundaryModeClamp = 1,
  cudaBoundaryModeTrap = 2
};
#endif

#define __CUDAC_SURFF static __device__ __forceinline__
#define __CUDAC_SURFP(...) __VA_ARGS__

/* An element of `B` bytes in `N` components: the tag raw accesses are
 * chosen by. */
template <int B, int N> struct __cudac_stag {};

/* The registers of `N` components: `C(r[0]), …`. */
#define __CUDAC_SREGS1(C, r) C(r[0])
#define __CUDAC_SREGS2(C, r) C(r[0]), C(r[1])
#define __CUDAC_SREGS4(C, r) C(r[0]), C(r[1]), C(r[2]), C(r[3])

/* `suld.b.GEO{.vN}.bW.MODE` for each boundary mode: `REGS` the result
 * registers' text, `AT` the address's (`[%N, {…}]`), inputs after the
 * surface. */
#define __CUDAC_SULD(GEO, VEC, W, R, E, C, N, B, PARAMS, REGS, AT, ...)                             \
  __CUDAC_SURFF void __cudac_suld_##GEO(__cudac_stag<B, N> *, void *__dst, unsigned long long __s,   \
                                        __CUDAC_SURFP PARAMS, int __m) {                             \
    R __r[N];                                                                                        \
    if (__m == cudaBoundaryModeZero)                                                                 \
      asm volatile("suld.b." #GEO VEC ".b" #W ".zero " REGS ", " AT ";"                              \
                   : __CUDAC_SREGS##N(C, __r) : "l"(__s), __VA_ARGS__ : "memory");                   \
    else if (__m == cudaBoundaryModeClamp)                                                           \
      asm volatile("suld.b." #GEO VEC ".b" #W ".clamp " REGS ", " AT ";"                             \
                   : __CUDAC_SREGS##N(C, __r) : "l"(__s), __VA_ARGS__ : "memory");                   \
    else                                                                                             \
      asm volatile("suld.b." #GEO VEC ".b" #W ".trap " REGS ", " AT ";"                              \
                   : __CUDAC_SREGS##N(C, __r) : "l"(__s), __VA_ARGS__ : "memory");                   \
    for (int __i = 0; __i < N; __i++) {                                                              \
      E __e = (E)__r[__i];                                                                           \
      __builtin_memcpy((char *)__dst + __i * B, &__e, B);                                            \
    }                                                                                                \
  }
/* `sust.b.GEO{.vN}.bW.MODE`: the address first, then the registers. */
#define __CUDAC_SUST(GEO, VEC, W, R, E, C, N, B, PARAMS, AT, REGS, ...)                             \
  __CUDAC_SURFF void __cudac_sust_##GEO(__cudac_stag<B, N> *, const void *__src,                     \
                                        unsigned long long __s, __CUDAC_SURFP PARAMS, int __m) {     \
    R __r[N];                                                                                        \
    for (int __i = 0; __i < N; __i++) {                                                              \
      E __e;                                                                                         \
      __builtin_memcpy(&__e, (const char *)__src + __i * B, B);                                      \
      __r[__i] = (R)__e;                                                                             \
    }                                                                                                \
    if (__m == cudaBoundaryModeZero)                                                                 \
      asm volatile("sust.b." #GEO VEC ".b" #W ".zero " AT ", " REGS ";"                              \
                   ::"l"(__s), __VA_ARGS__, __CUDAC_SREGS##N(C, __r) : "memory");                    \
    else if (__m == cudaBoundaryModeClamp)                                                           \
      asm volatile("sust.b." #GEO VEC ".b" #W ".clamp " AT ", " REGS ";"                             \
                   ::"l"(__s), __VA_ARGS__, __CUDAC_SREGS##N(C, __r) : "memory");                    \
    else                                                                                             \
      asm volatile("sust.b." #GEO VEC ".b" #W ".trap " AT ", " REGS ";"                              \
                   ::"l"(__s), __VA_ARGS__, __CUDAC_SREGS##N(C, __r) : "memory");                    \
  }
/* Every width of `N` components (no 64-bit four-component form). */
#define __CUDAC_SURF_WIDTHS(X, GEO, VEC, N, ...)                                                     \
  X(GEO, VEC, 8, unsigned short, unsigned char, __CUDAC_SURF_C##X##h, N, 1, __VA_ARGS__)             \
  X(GEO, VEC, 16, unsigned short, unsigned short, __CUDAC_SURF_C##X##h, N, 2, __VA_ARGS__)           \
  X(GEO, VEC, 32, unsigned, unsigned, __CUDAC_SURF_C##X##r, N, 4, __VA_ARGS__)
#define __CUDAC_SURF_WIDTHS64(X, GEO, VEC, N, ...)                                                   \
  X(GEO, VEC, 64, unsigned long long, unsigned long long, __CUDAC_SURF_C##X##l, N, 8, __VA_ARGS__)
#define __CUDAC_SURF_C__CUDAC_SULDh(x) "=h"(x)
#define __CUDAC_SURF_C__CUDAC_SULDr(x) "=r"(x)
#define __CUDAC_SURF_C__CUDAC_SULDl(x) "=l"(x)
#define __CUDAC_SURF_C__CUDAC_SUSTh(x) "h"(x)
#define __CUDAC_SURF_C__CUDAC_SUSTr(x) "r"(x)
#define __CUDAC_SURF_C__CUDAC_SUSTl(x) "l"(x)

/* Reads: registers are %0…, the surface follows them. */
#define __CUDAC_SURF_READS(GEO, PARAMS, AT1, AT2, AT4, ...)                                          \
  __CUDAC_SURF_WIDTHS(__CUDAC_SULD, GEO, "", 1, PARAMS, "{%0}", AT1, __VA_ARGS__)                    \
  __CUDAC_SURF_WIDTHS64(__CUDAC_SULD, GEO, "", 1, PARAMS, "{%0}", AT1, __VA_ARGS__)                  \
  __CUDAC_SURF_WIDTHS(__CUDAC_SULD, GEO, ".v2", 2, PARAMS, "{%0, %1}", AT2, __VA_ARGS__)             \
  __CUDAC_SURF_WIDTHS64(__CUDAC_SULD, GEO, ".v2", 2, PARAMS, "{%0, %1}", AT2, __VA_ARGS__)           \
  __CUDAC_SURF_WIDTHS(__CUDAC_SULD, GEO, ".v4", 4, PARAMS, "{%0, %1, %2, %3}", AT4, __VA_ARGS__)
/* Writes: the surface is %0, the coordinates follow it, then the
 * registers (`REGSn`: their numbers after `K` address operands). */
#define __CUDAC_SURF_WRITES(GEO, PARAMS, AT, R1, R2, R4, ...)                                        \
  __CUDAC_SURF_WIDTHS(__CUDAC_SUST, GEO, "", 1, PARAMS, AT, R1, __VA_ARGS__)                         \
  __CUDAC_SURF_WIDTHS64(__CUDAC_SUST, GEO, "", 1, PARAMS, AT, R1, __VA_ARGS__)                       \
  __CUDAC_SURF_WIDTHS(__CUDAC_SUST, GEO, ".v2", 2, PARAMS, AT, R2, __VA_ARGS__)                      \
  __CUDAC_SURF_WIDTHS64(__CUDAC_SUST, GEO, ".v2", 2, PARAMS, AT, R2, __VA_ARGS__)                    \
  __CUDAC_SURF_WIDTHS(__CUDAC_SUST, GEO, ".v4", 4, PARAMS, AT, R4, __VA_ARGS__)

__CUDAC_SURF_READS(1d, (int __x), "[%1, {%2}]", "[%2, {%3}]", "[%4, {%5}]", "r"(__x))
__CUDAC_SURF_READS(2d, (int __x, int __y), "[%1, {%2, %3}]", "[%2, {%3, %4}]",
                   "[%4, {%5, %6}]", "r"(__x), "r"(__y))
__CUDAC_SURF_READS(3d, (int __x, int __y, int __z), "[%1, {%2, %3, %4, %4}]",
                   "[%2, {%3, %4, %5, %5}]", "[%4, {%5, %6, %7, %7}]", "r"(__x), "r"(__y), "r"(__z))
__CUDAC_SURF_READS(a1d, (int __x, int __l), "[%1, {%3, %2}]", "[%2, {%4, %3}]",
                   "[%4, {%6, %5}]", "r"(__x), "r"(__l))
__CUDAC_SURF_READS(a2d, (int __x, int __y, int __l), "[%1, {%4, %2, %3, %3}]",
                   "[%2, {%5, %3, %4, %4}]", "[%4, {%7, %5, %6, %6}]", "r"(__x), "r"(__y), "r"(__l))
__CUDAC_SURF_WRITES(1d, (int __x), "[%0, {%1}]", "{%2}", "{%2, %3}", "{%2, %3, %4, %5}", "r"(__x))
__CUDAC_SURF_WRITES(2d, (int __x, int __y), "[%0, {%1, %2}]", "{%3}", "{%3, %4}",
                    "{%3, %4, %5, %6}", "r"(__x), "r"(__y))
__CUDAC_SURF_WRITES(3d, (int __x, int __y, int __z), "[%0, {%1, %2, %3, %3}]", "{%4}",
                    "{%4, %5}", "{%4, %5, %6, %7}", "r"(__x), "r"(__y), "r"(__z))
__CUDAC_SURF_WRITES(a1d, (int __x, int __l), "[%0, {%2, %1}]", "{%3}", "{%3, %4}",
                    "{%3, %4, %5, %6}", "r"(__x), "r"(__l))
__CUDAC_SURF_WRITES(a2d, (int __x, int __y, int __l), "[%0, {%3, %1, %2, %2}]", "{%4}",
                    "{%4, %5}", "{%4, %5, %6, %7}", "r"(__x), "r"(__y), "r"(__l))
#undef __CUDAC_SURF_READS
#undef __CUDAC_SURF_WRITES
#undef __CUDAC_SURF_WIDTHS
#undef __CUDAC_SURF_WIDTHS64
#undef __CUDAC_SULD
#undef __CUDAC_SUST
#undef __CUDAC_SREGS1
#undef __CUDAC_SREGS2
#undef __CUDAC_SREGS4
#undef __CUDAC_SURF_C__CUDAC_SULDh
#undef __CUDAC_SURF_C__CUDAC_SULDr
#undef __CUDAC_SURF_C__CUDAC_SULDl
#undef __CUDAC_SURF_C__CUDAC_SUSTh
#undef __CUDAC_SURF_C__CUDAC_SUSTr
#undef __CUDAC_SURF_C__CUDAC_SUSTl

/* The element types a surface can be read and written as (nvcc's
 * `__nv_isurf_trait`), with their component size and count. */
template <typename T> struct __cudac_isurf {};
#define __CUDAC_ISURF(T, B, N)                                                                       \
  template <> struct __cudac_isurf<T> {                                                              \
    typedef void type;                                                                               \
    typedef __cudac_stag<B, N> tag;                                                                  \
  };
__CUDAC_ISURF(char, 1, 1)
__CUDAC_ISURF(signed char, 1, 1)
__CUDAC_ISURF(char1, 1, 1)
__CUDAC_ISURF(unsigned char, 1, 1)
__CUDAC_ISURF(uchar1, 1, 1)
__CUDAC_ISURF(short, 2, 1)
__CUDAC_ISURF(short1, 2, 1)
__CUDAC_ISURF(unsigned short, 2, 1)
__CUDAC_ISURF(ushort1, 2, 1)
__CUDAC_ISURF(int, 4, 1)
__CUDAC_ISURF(int1, 4, 1)
__CUDAC_ISURF(unsigned int, 4, 1)
__CUDAC_ISURF(uint1, 4, 1)
__CUDAC_ISURF(long long, 8, 1)
__CUDAC_ISURF(longlong1, 8, 1)
__CUDAC_ISURF(unsigned long long, 8, 1)
__CUDAC_ISURF(ulonglong1, 8, 1)
__CUDAC_ISURF(float, 4, 1)
__CUDAC_ISURF(float1, 4, 1)
__CUDAC_ISURF(char2, 1, 2)
__CUDAC_ISURF(uchar2, 1, 2)
__CUDAC_ISURF(short2, 2, 2)
__CUDAC_ISURF(ushort2, 2, 2)
__CUDAC_ISURF(int2, 4, 2)
__CUDAC_ISURF(uint2, 4, 2)
__CUDAC_ISURF(longlong2, 8, 2)
__CUDAC_ISURF(ulonglong2, 8, 2)
__CUDAC_ISURF(float2, 4, 2)
__CUDAC_ISURF(char4, 1, 4)
__CUDAC_ISURF(uchar4, 1, 4)
__CUDAC_ISURF(short4, 2, 4)
__CUDAC_ISURF(ushort4, 2, 4)
__CUDAC_ISURF(int4, 4, 4)
__CUDAC_ISURF(uint4, 4, 4)
__CUDAC_ISURF(float4, 4, 4)
#undef __CUDAC_ISURF

/* One read and one write function in nvcc's forms: `T f<T>(obj, …)`,
 * `void f(T *ret, obj, …)`, `void fwrite(T v, obj, …)`; `ARGS` the raw
 * access's coordinates (a cubemap's face is its layer). */
#define __CUDAC_ISURF_FN(fn, GEO, PARAMS, ARGS)                                                      \
  template <typename T>                                                                              \
  static __device__ __forceinline__ typename __cudac_isurf<T>::type fn##read(                       \
      T *__ret, cudaSurfaceObject_t __o, __CUDAC_SURFP PARAMS,                                       \
      cudaSurfaceBoundaryMode __m = cudaBoundaryModeTrap) {                                          \
    __cudac_suld_##GEO((typename __cudac_isurf<T>::tag *)0, __ret, __o, __CUDAC_SURFP ARGS, __m);   \
  }                                                                                                  \
  template <typename T>                                                                              \
  static __device__ __forceinline__ T fn##read(cudaSurfaceObject_t __o, __CUDAC_SURFP PARAMS,        \
                                               cudaSurfaceBoundaryMode __m = cudaBoundaryModeTrap) { \
    T __r;                                                                                           \
    fn##read(&__r, __o, __CUDAC_SURFP ARGS, __m);                                                    \
    return __r;                                                                                      \
  }                                                                                                  \
  template <typename T>                                                                              \
  static __device__ __forceinline__ typename __cudac_isurf<T>::type fn##write(                      \
      T __v, cudaSurfaceObject_t __o, __CUDAC_SURFP PARAMS,                                          \
      cudaSurfaceBoundaryMode __m = cudaBoundaryModeTrap) {                                          \
    __cudac_sust_##GEO((typename __cudac_isurf<T>::tag *)0, &__v, __o, __CUDAC_SURFP ARGS, __m);    \
  }
__CUDAC_ISURF_FN(surf1D, 1d, (int __x), (__x))
__CUDAC_ISURF_FN(surf2D, 2d, (int __x, int __y), (__x, __y))
__CUDAC_ISURF_FN(surf3D, 3d, (int __x, int __y, int __z), (__x, __y, __z))
__CUDAC_ISURF_FN(surf1DLayered, a1d, (int __x, int __l), (__x, __l))
__CUDAC_ISURF_FN(surf2DLayered, a2d, (int __x, int __y, int __l), (__x, __y, __l))
__CUDAC_ISURF_FN(surfCubemap, a2d, (int __x, int __y, int __l), (__x, __y, __l))
__CUDAC_ISURF_FN(surfCubemapLayered, a2d, (int __x, int __y, int __l), (__x, __y, __l))
#undef __CUDAC_ISURF_FN
#undef __CUDAC_SURFP
#undef __CUDAC_SURFF

#endif /* __cplusplus && __CUDACC__ */
#endif /* __CUDAC_SURFACE_INDIRECT_FUNCTIONS_H__ */
