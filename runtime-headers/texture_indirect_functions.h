/* texture_indirect_functions.h shipped with cudac: texture fetches through
 * texture objects (`tex2D<float4>(obj, x, y)`, `tex1Dfetch<int>`,
 * layered, cubemap, `Lod`, `Grad`, `tex2Dgather` and the sparse
 * `isResident` forms), for every element type nvcc's header accepts. nvcc
 * writes each as one PTX `tex`/`tld4` instruction through its
 * `__nv_tex_surf_handler` builtin; here each is that instruction as inline
 * PTX, in the forms nvcc 13 writes (coordinates padded to a vector of 4
 * with the last one, a layer index first, `.v4` results converted to the
 * element type), so no builtin is needed and the header is the whole
 * feature. The texture's result type follows the element type asked for:
 * `float` components read `.f32`, signed integers `.s32`, unsigned
 * `.u32`, as the hardware returns them before narrowing. */
#ifndef __CUDAC_TEXTURE_INDIRECT_FUNCTIONS_H__
#define __CUDAC_TEXTURE_INDIRECT_FUNCTIONS_H__

#if defined(__cplusplus) && defined(__CUDACC__)
#include "vector_types.h"
#include "driver_types.h"

#define __CUDAC_TEXF static __device__ __forceinline__
#define __CUDAC_TEXP(...) __VA_ARGS__

/* `__cudac_tex_NAME(V *, texture, coordinates…)`: the instruction's four
 * results as V (float4, int4 or uint4, the overload chosen by the null
 * first argument). */
#define __CUDAC_TEX1(name, V, DT, C, PARAMS, HEAD, TAIL, ...)                                        \
  __CUDAC_TEXF V __cudac_tex_##name(V *, unsigned long long __t, __CUDAC_TEXP PARAMS) {              \
    V __r;                                                                                           \
    asm(HEAD DT TAIL : C(__r.x), C(__r.y), C(__r.z), C(__r.w) : "l"(__t), __VA_ARGS__);              \
    return __r;                                                                                      \
  }
#define __CUDAC_TEX(name, PARAMS, HEAD, TAIL, ...)                                                   \
  __CUDAC_TEX1(name, float4, "f32", "=f", PARAMS, HEAD, TAIL, __VA_ARGS__)                           \
  __CUDAC_TEX1(name, int4, "s32", "=r", PARAMS, HEAD, TAIL, __VA_ARGS__)                             \
  __CUDAC_TEX1(name, uint4, "u32", "=r", PARAMS, HEAD, TAIL, __VA_ARGS__)
/* The sparse forms also say whether the texels were resident. */
#define __CUDAC_TEX_SPARSE1(name, V, DT, C, PARAMS, HEAD, TAIL, ...)                                 \
  __CUDAC_TEXF V __cudac_tex_##name(V *, unsigned long long __t, __CUDAC_TEXP PARAMS,                \
                                    bool *__resident) {                                              \
    V __r;                                                                                           \
    unsigned __res;                                                                                  \
    asm(HEAD DT TAIL : C(__r.x), C(__r.y), C(__r.z), C(__r.w), "=r"(__res) : "l"(__t), __VA_ARGS__); \
    *__resident = __res != 0;                                                                        \
    return __r;                                                                                      \
  }
#define __CUDAC_TEX_SPARSE(name, PARAMS, HEAD, TAIL, ...)                                            \
  __CUDAC_TEX_SPARSE1(name, float4, "f32", "=f", PARAMS, HEAD, TAIL, __VA_ARGS__)                    \
  __CUDAC_TEX_SPARSE1(name, int4, "s32", "=r", PARAMS, HEAD, TAIL, __VA_ARGS__)                      \
  __CUDAC_TEX_SPARSE1(name, uint4, "u32", "=r", PARAMS, HEAD, TAIL, __VA_ARGS__)

__CUDAC_TEX(1dfetch, (int __x),
    "tex.1d.v4.", ".s32 {%0, %1, %2, %3}, [%4, {%5}];",
    "r"(__x))
__CUDAC_TEX(1d, (float __x),
    "tex.1d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5}];",
    "f"(__x))
__CUDAC_TEX(2d, (float __x, float __y),
    "tex.2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];",
    "f"(__x), "f"(__y))
__CUDAC_TEX(3d, (float __x, float __y, float __z),
    "tex.3d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];",
    "f"(__x), "f"(__y), "f"(__z))
__CUDAC_TEX(a1d, (float __x, int __l),
    "tex.a1d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];",
    "r"(__l), "f"(__x))
__CUDAC_TEX(a2d, (float __x, float __y, int __l),
    "tex.a2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];",
    "r"(__l), "f"(__x), "f"(__y))
__CUDAC_TEX(cube, (float __x, float __y, float __z),
    "tex.cube.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];",
    "f"(__x), "f"(__y), "f"(__z))
__CUDAC_TEX(acube, (float __x, float __y, float __z, int __l),
    "tex.acube.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}];",
    "r"(__l), "f"(__x), "f"(__y), "f"(__z))
__CUDAC_TEX(1dlod, (float __x, float __lod),
    "tex.level.1d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5}], %6;",
    "f"(__x), "f"(__lod))
__CUDAC_TEX(2dlod, (float __x, float __y, float __lod),
    "tex.level.2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;",
    "f"(__x), "f"(__y), "f"(__lod))
__CUDAC_TEX(3dlod, (float __x, float __y, float __z, float __lod),
    "tex.level.3d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;",
    "f"(__x), "f"(__y), "f"(__z), "f"(__lod))
__CUDAC_TEX(a1dlod, (float __x, int __l, float __lod),
    "tex.level.a1d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;",
    "r"(__l), "f"(__x), "f"(__lod))
__CUDAC_TEX(a2dlod, (float __x, float __y, int __l, float __lod),
    "tex.level.a2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;",
    "r"(__l), "f"(__x), "f"(__y), "f"(__lod))
__CUDAC_TEX(cubelod, (float __x, float __y, float __z, float __lod),
    "tex.level.cube.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;",
    "f"(__x), "f"(__y), "f"(__z), "f"(__lod))
__CUDAC_TEX(acubelod, (float __x, float __y, float __z, int __l, float __lod),
    "tex.level.acube.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}], %9;",
    "r"(__l), "f"(__x), "f"(__y), "f"(__z), "f"(__lod))
__CUDAC_TEX(1dgrad, (float __x, float __dx, float __dy),
    "tex.grad.1d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5}], {%6}, {%7};",
    "f"(__x), "f"(__dx), "f"(__dy))
__CUDAC_TEX(2dgrad, (float __x, float __y, float2 __dx, float2 __dy),
    "tex.grad.2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7, %8}, {%9, %10};",
    "f"(__x), "f"(__y), "f"(__dx.x), "f"(__dx.y), "f"(__dy.x), "f"(__dy.y))
__CUDAC_TEX(3dgrad, (float __x, float __y, float __z, float4 __dx, float4 __dy),
    "tex.grad.3d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], {%8, %9, %10, %10}, {%11, %12, %13, %13};",
    "f"(__x), "f"(__y), "f"(__z), "f"(__dx.x), "f"(__dx.y), "f"(__dx.z), "f"(__dy.x), "f"(__dy.y), "f"(__dy.z))
__CUDAC_TEX(a1dgrad, (float __x, int __l, float __dx, float __dy),
    "tex.grad.a1d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7}, {%8};",
    "r"(__l), "f"(__x), "f"(__dx), "f"(__dy))
__CUDAC_TEX(a2dgrad, (float __x, float __y, int __l, float2 __dx, float2 __dy),
    "tex.grad.a2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], {%8, %9}, {%10, %11};",
    "r"(__l), "f"(__x), "f"(__y), "f"(__dx.x), "f"(__dx.y), "f"(__dy.x), "f"(__dy.y))
__CUDAC_TEX(cubegrad, (float __x, float __y, float __z, float4 __dx, float4 __dy),
    "tex.grad.cube.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], {%8, %9, %10, %10}, {%11, %12, %13, %13};",
    "f"(__x), "f"(__y), "f"(__z), "f"(__dx.x), "f"(__dx.y), "f"(__dx.z), "f"(__dy.x), "f"(__dy.y), "f"(__dy.z))
__CUDAC_TEX(acubegrad, (float __x, float __y, float __z, int __l, float4 __dx, float4 __dy),
    "tex.grad.acube.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}], {%9, %10, %11, %11}, {%12, %13, %14, %14};",
    "r"(__l), "f"(__x), "f"(__y), "f"(__z), "f"(__dx.x), "f"(__dx.y), "f"(__dx.z), "f"(__dy.x), "f"(__dy.y), "f"(__dy.z))
__CUDAC_TEX(gatherr, (float __x, float __y),
    "tld4.r.2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];",
    "f"(__x), "f"(__y))
__CUDAC_TEX(gatherg, (float __x, float __y),
    "tld4.g.2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];",
    "f"(__x), "f"(__y))
__CUDAC_TEX(gatherb, (float __x, float __y),
    "tld4.b.2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];",
    "f"(__x), "f"(__y))
__CUDAC_TEX(gathera, (float __x, float __y),
    "tld4.a.2d.v4.", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];",
    "f"(__x), "f"(__y))
/* The predicate result needs PTX ISA 7.1, which cudac writes for sm_80
 * and later (`backend::Sm::ptx_version`: the lowest version each SM
 * needs); below, the sparse forms are an error at the call. */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
__CUDAC_TEX_SPARSE(2d_sparse, (float __x, float __y),
    "{ .reg .pred __p; tex.2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7}]; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y))
__CUDAC_TEX_SPARSE(3d_sparse, (float __x, float __y, float __z),
    "{ .reg .pred __p; tex.3d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7, %8, %8}]; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y), "f"(__z))
__CUDAC_TEX_SPARSE(a2d_sparse, (float __x, float __y, int __l),
    "{ .reg .pred __p; tex.a2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7, %8, %8}]; selp.u32 %4, 1, 0, __p; }",
    "r"(__l), "f"(__x), "f"(__y))
__CUDAC_TEX_SPARSE(2dlod_sparse, (float __x, float __y, float __lod),
    "{ .reg .pred __p; tex.level.2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7}], %8; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y), "f"(__lod))
__CUDAC_TEX_SPARSE(3dlod_sparse, (float __x, float __y, float __z, float __lod),
    "{ .reg .pred __p; tex.level.3d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7, %8, %8}], %9; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y), "f"(__z), "f"(__lod))
__CUDAC_TEX_SPARSE(a2dlod_sparse, (float __x, float __y, int __l, float __lod),
    "{ .reg .pred __p; tex.level.a2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7, %8, %8}], %9; selp.u32 %4, 1, 0, __p; }",
    "r"(__l), "f"(__x), "f"(__y), "f"(__lod))
__CUDAC_TEX_SPARSE(2dgrad_sparse, (float __x, float __y, float2 __dx, float2 __dy),
    "{ .reg .pred __p; tex.grad.2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7}], {%8, %9}, {%10, %11}; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y), "f"(__dx.x), "f"(__dx.y), "f"(__dy.x), "f"(__dy.y))
__CUDAC_TEX_SPARSE(3dgrad_sparse, (float __x, float __y, float __z, float4 __dx, float4 __dy),
    "{ .reg .pred __p; tex.grad.3d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7, %8, %8}], {%9, %10, %11, %11}, {%12, %13, %14, %14}; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y), "f"(__z), "f"(__dx.x), "f"(__dx.y), "f"(__dx.z), "f"(__dy.x), "f"(__dy.y), "f"(__dy.z))
__CUDAC_TEX_SPARSE(a2dgrad_sparse, (float __x, float __y, int __l, float2 __dx, float2 __dy),
    "{ .reg .pred __p; tex.grad.a2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7, %8, %8}], {%9, %10}, {%11, %12}; selp.u32 %4, 1, 0, __p; }",
    "r"(__l), "f"(__x), "f"(__y), "f"(__dx.x), "f"(__dx.y), "f"(__dy.x), "f"(__dy.y))
__CUDAC_TEX_SPARSE(gatherr_sparse, (float __x, float __y),
    "{ .reg .pred __p; tld4.r.2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7}]; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y))
__CUDAC_TEX_SPARSE(gatherg_sparse, (float __x, float __y),
    "{ .reg .pred __p; tld4.g.2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7}]; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y))
__CUDAC_TEX_SPARSE(gatherb_sparse, (float __x, float __y),
    "{ .reg .pred __p; tld4.b.2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7}]; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y))
__CUDAC_TEX_SPARSE(gathera_sparse, (float __x, float __y),
    "{ .reg .pred __p; tld4.a.2d.v4.", ".f32 {%0, %1, %2, %3}|__p, [%5, {%6, %7}]; selp.u32 %4, 1, 0, __p; }",
    "f"(__x), "f"(__y))
#endif
#undef __CUDAC_TEX_SPARSE
#undef __CUDAC_TEX_SPARSE1
#undef __CUDAC_TEX
#undef __CUDAC_TEX1
#undef __CUDAC_TEXP

/* The element types a texture can be read as (nvcc's `__nv_itex_trait`):
 * the raw vector fetched and the narrowing to the element. */
template <typename T> struct __cudac_itex {};
#define __CUDAC_ITEX_SCALAR(T, V)                                                                    \
  template <> struct __cudac_itex<T> {                                                               \
    typedef V raw;                                                                                   \
    typedef void type;                                                                               \
    static __device__ __forceinline__ T make(V __v) { return (T)__v.x; }                             \
  };
/* A vector element type of `N` components `E` (char1 … float4): the
 * fetched components narrowed in order. */
template <typename T, typename E, int N, typename V> struct __cudac_itex_vec {
  typedef V raw;
  typedef void type;
  static __device__ __forceinline__ T make(V __v) {
    const decltype(__v.x) __c[4] = {__v.x, __v.y, __v.z, __v.w};
    T __r;
    E *__e = (E *)&__r;
    for (int __i = 0; __i < N; __i++)
      __e[__i] = (E)__c[__i];
    return __r;
  }
};
/* The vector family `P1`, `P2`, `P4` of element `E`. */
#define __CUDAC_ITEX_VECS(P, V, E)                                                                   \
  template <> struct __cudac_itex<P##1> : __cudac_itex_vec<P##1, E, 1, V> {};                        \
  template <> struct __cudac_itex<P##2> : __cudac_itex_vec<P##2, E, 2, V> {};                        \
  template <> struct __cudac_itex<P##4> : __cudac_itex_vec<P##4, E, 4, V> {};
__CUDAC_ITEX_SCALAR(char, int4)
__CUDAC_ITEX_SCALAR(signed char, int4)
__CUDAC_ITEX_SCALAR(unsigned char, uint4)
__CUDAC_ITEX_SCALAR(short, int4)
__CUDAC_ITEX_SCALAR(unsigned short, uint4)
__CUDAC_ITEX_SCALAR(int, int4)
__CUDAC_ITEX_SCALAR(unsigned int, uint4)
__CUDAC_ITEX_SCALAR(long, int4)
__CUDAC_ITEX_SCALAR(unsigned long, uint4)
__CUDAC_ITEX_SCALAR(float, float4)
__CUDAC_ITEX_VECS(char, int4, signed char)
__CUDAC_ITEX_VECS(uchar, uint4, unsigned char)
__CUDAC_ITEX_VECS(short, int4, short)
__CUDAC_ITEX_VECS(ushort, uint4, unsigned short)
__CUDAC_ITEX_VECS(int, int4, int)
__CUDAC_ITEX_VECS(uint, uint4, unsigned int)
__CUDAC_ITEX_VECS(long, int4, long)
__CUDAC_ITEX_VECS(ulong, uint4, unsigned long)
__CUDAC_ITEX_VECS(float, float4, float)
#undef __CUDAC_ITEX_VECS
#undef __CUDAC_ITEX_SCALAR

/* One fetch function, in both of nvcc's forms: `T f<T>(obj, …)` and
 * `void f(T *ret, obj, …)`. */
#define __CUDAC_ITEX_FN(fn, RAW, PARAMS, ARGS)                                                       \
  template <typename T>                                                                              \
  static __device__ __forceinline__ T fn(cudaTextureObject_t __o, __CUDAC_ITEXP PARAMS) {            \
    typedef __cudac_itex<T> __k;                                                                     \
    return __k::make(__cudac_tex_##RAW((typename __k::raw *)0, __o, __CUDAC_ITEXP ARGS));            \
  }                                                                                                  \
  template <typename T>                                                                              \
  static __device__ __forceinline__ typename __cudac_itex<T>::type fn(                              \
      T *__ret, cudaTextureObject_t __o, __CUDAC_ITEXP PARAMS) {                                     \
    *__ret = fn<T>(__o, __CUDAC_ITEXP ARGS);                                                         \
  }
#define __CUDAC_ITEXP(...) __VA_ARGS__
__CUDAC_ITEX_FN(tex1Dfetch, 1dfetch, (int __x), (__x))
__CUDAC_ITEX_FN(tex1D, 1d, (float __x), (__x))
__CUDAC_ITEX_FN(tex2D, 2d, (float __x, float __y), (__x, __y))
__CUDAC_ITEX_FN(tex3D, 3d, (float __x, float __y, float __z), (__x, __y, __z))
__CUDAC_ITEX_FN(tex1DLayered, a1d, (float __x, int __l), (__x, __l))
__CUDAC_ITEX_FN(tex2DLayered, a2d, (float __x, float __y, int __l), (__x, __y, __l))
__CUDAC_ITEX_FN(texCubemap, cube, (float __x, float __y, float __z), (__x, __y, __z))
__CUDAC_ITEX_FN(texCubemapLayered, acube, (float __x, float __y, float __z, int __l),
                (__x, __y, __z, __l))
__CUDAC_ITEX_FN(tex1DLod, 1dlod, (float __x, float __lod), (__x, __lod))
__CUDAC_ITEX_FN(tex2DLod, 2dlod, (float __x, float __y, float __lod), (__x, __y, __lod))
__CUDAC_ITEX_FN(tex3DLod, 3dlod, (float __x, float __y, float __z, float __lod),
                (__x, __y, __z, __lod))
__CUDAC_ITEX_FN(tex1DLayeredLod, a1dlod, (float __x, int __l, float __lod), (__x, __l, __lod))
__CUDAC_ITEX_FN(tex2DLayeredLod, a2dlod, (float __x, float __y, int __l, float __lod),
                (__x, __y, __l, __lod))
__CUDAC_ITEX_FN(texCubemapLod, cubelod, (float __x, float __y, float __z, float __lod),
                (__x, __y, __z, __lod))
__CUDAC_ITEX_FN(texCubemapLayeredLod, acubelod,
                (float __x, float __y, float __z, int __l, float __lod), (__x, __y, __z, __l, __lod))
__CUDAC_ITEX_FN(tex1DGrad, 1dgrad, (float __x, float __dx, float __dy), (__x, __dx, __dy))
__CUDAC_ITEX_FN(tex2DGrad, 2dgrad, (float __x, float __y, float2 __dx, float2 __dy),
                (__x, __y, __dx, __dy))
__CUDAC_ITEX_FN(tex3DGrad, 3dgrad, (float __x, float __y, float __z, float4 __dx, float4 __dy),
                (__x, __y, __z, __dx, __dy))
__CUDAC_ITEX_FN(tex1DLayeredGrad, a1dgrad, (float __x, int __l, float __dx, float __dy),
                (__x, __l, __dx, __dy))
__CUDAC_ITEX_FN(tex2DLayeredGrad, a2dgrad,
                (float __x, float __y, int __l, float2 __dx, float2 __dy), (__x, __y, __l, __dx, __dy))
__CUDAC_ITEX_FN(texCubemapGrad, cubegrad,
                (float __x, float __y, float __z, float4 __dx, float4 __dy), (__x, __y, __z, __dx, __dy))
__CUDAC_ITEX_FN(texCubemapLayeredGrad, acubegrad,
                (float __x, float __y, float __z, int __l, float4 __dx, float4 __dy),
                (__x, __y, __z, __l, __dx, __dy))
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
#define __CUDAC_ITEX_SPARSE_FN __CUDAC_ITEX_FN
#elif __CUDA_ARCH__ >= 600
#define __CUDAC_ITEX_SPARSE_FN(fn, RAW, PARAMS, ARGS)                                               \
  template <typename T>                                                                              \
  static __device__ __forceinline__ T fn(cudaTextureObject_t __o, __CUDAC_ITEXP PARAMS) {            \
    static_assert(sizeof(T) == 0, "sparse texture fetches (isResident) need PTX ISA 7.1, which "     \
                                  "cudac writes for sm_80 and later");                               \
    return T();                                                                                      \
  }                                                                                                  \
  template <typename T>                                                                              \
  static __device__ __forceinline__ typename __cudac_itex<T>::type fn(                              \
      T *__ret, cudaTextureObject_t __o, __CUDAC_ITEXP PARAMS) {                                     \
    *__ret = fn<T>(__o, __CUDAC_ITEXP ARGS);                                                         \
  }
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
__CUDAC_ITEX_SPARSE_FN(tex2D, 2d_sparse, (float __x, float __y, bool *__res), (__x, __y, __res))
__CUDAC_ITEX_SPARSE_FN(tex3D, 3d_sparse, (float __x, float __y, float __z, bool *__res),
                (__x, __y, __z, __res))
__CUDAC_ITEX_SPARSE_FN(tex2DLayered, a2d_sparse, (float __x, float __y, int __l, bool *__res),
                (__x, __y, __l, __res))
__CUDAC_ITEX_SPARSE_FN(tex2DLod, 2dlod_sparse, (float __x, float __y, float __lod, bool *__res),
                (__x, __y, __lod, __res))
__CUDAC_ITEX_SPARSE_FN(tex3DLod, 3dlod_sparse,
                (float __x, float __y, float __z, float __lod, bool *__res), (__x, __y, __z, __lod, __res))
__CUDAC_ITEX_SPARSE_FN(tex2DLayeredLod, a2dlod_sparse,
                (float __x, float __y, int __l, float __lod, bool *__res), (__x, __y, __l, __lod, __res))
__CUDAC_ITEX_SPARSE_FN(tex2DGrad, 2dgrad_sparse,
                (float __x, float __y, float2 __dx, float2 __dy, bool *__res), (__x, __y, __dx, __dy, __res))
__CUDAC_ITEX_SPARSE_FN(tex3DGrad, 3dgrad_sparse,
                (float __x, float __y, float __z, float4 __dx, float4 __dy, bool *__res),
                (__x, __y, __z, __dx, __dy, __res))
__CUDAC_ITEX_SPARSE_FN(tex2DLayeredGrad, a2dgrad_sparse,
                (float __x, float __y, int __l, float2 __dx, float2 __dy, bool *__res),
                (__x, __y, __l, __dx, __dy, __res))
#undef __CUDAC_ITEX_SPARSE_FN
#endif
#undef __CUDAC_ITEX_FN

/* Gather: one component (`comp`, 0 to 3: `tld4.r` … `tld4.a`) of the
 * four texels bilinear filtering would read. */
template <typename T>
static __device__ __forceinline__ T tex2Dgather(cudaTextureObject_t __o, float __x, float __y,
                                                int __comp = 0) {
  typedef __cudac_itex<T> __k;
  typedef typename __k::raw __V;
  switch (__comp) {
  case 1: return __k::make(__cudac_tex_gatherg((__V *)0, __o, __x, __y));
  case 2: return __k::make(__cudac_tex_gatherb((__V *)0, __o, __x, __y));
  case 3: return __k::make(__cudac_tex_gathera((__V *)0, __o, __x, __y));
  default: return __k::make(__cudac_tex_gatherr((__V *)0, __o, __x, __y));
  }
}
template <typename T>
static __device__ __forceinline__ typename __cudac_itex<T>::type
tex2Dgather(T *__ret, cudaTextureObject_t __o, float __x, float __y, int __comp = 0) {
  *__ret = tex2Dgather<T>(__o, __x, __y, __comp);
}
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
template <typename T>
static __device__ __forceinline__ T tex2Dgather(cudaTextureObject_t __o, float __x, float __y,
                                                bool *__res, int __comp = 0) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
  static_assert(sizeof(T) == 0, "sparse texture fetches (isResident) need PTX ISA 7.1, which "
                                "cudac writes for sm_80 and later");
  return T();
#else
  typedef __cudac_itex<T> __k;
  typedef typename __k::raw __V;
  switch (__comp) {
  case 1: return __k::make(__cudac_tex_gatherg_sparse((__V *)0, __o, __x, __y, __res));
  case 2: return __k::make(__cudac_tex_gatherb_sparse((__V *)0, __o, __x, __y, __res));
  case 3: return __k::make(__cudac_tex_gathera_sparse((__V *)0, __o, __x, __y, __res));
  default: return __k::make(__cudac_tex_gatherr_sparse((__V *)0, __o, __x, __y, __res));
  }
#endif
}
template <typename T>
static __device__ __forceinline__ typename __cudac_itex<T>::type
tex2Dgather(T *__ret, cudaTextureObject_t __o, float __x, float __y, bool *__res, int __comp = 0) {
  *__ret = tex2Dgather<T>(__o, __x, __y, __res, __comp);
}
#endif
#undef __CUDAC_ITEXP
#undef __CUDAC_TEXF

#endif /* __cplusplus && __CUDACC__ */
#endif /* __CUDAC_TEXTURE_INDIRECT_FUNCTIONS_H__ */
