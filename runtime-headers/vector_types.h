/* vector_types.h shipped with cudac: CUDA's built-in vector types.
 *
 * They are plain aggregates with the alignments NVIDIA's vector_types.h gives
 * them (nvcc and clang agree), so `float4` is a 16-byte-aligned struct of four
 * floats and loads and stores of a whole one can be single vector accesses.
 * The deprecated 4-element 64-bit types keep their 16-byte alignment; the
 * CUDA 13 `_16a`/`_32a` spellings choose the alignment explicitly.
 * `dim3` is declared as nvcc declares it: three unsigned ints, built from
 * up to three extents (the rest 1) or from a `uint3`, and convertible back
 * to one; `blockDim` and `gridDim` are `dim3`s. */
#ifndef __CUDAC_VECTOR_TYPES_H__
#define __CUDAC_VECTOR_TYPES_H__
/* nvcc's header's own guard: programs test it (cuda-samples'
 * helper_cuda.h defines checkCudaErrors only #ifdef __DRIVER_TYPES_H__). */
#define __VECTOR_TYPES_H__

#ifndef __device_builtin__
#define __device_builtin__
#endif
#define __cudac_vec_align(n) __attribute__((aligned(n)))

/* NVIDIA's vector_types.h defines these for the toolkit's headers that
 * still name the deprecated 4-element 64-bit types (cuda_fp8.hpp): cudac
 * gives no deprecation warning to silence. */
#ifndef __NV_SILENCE_DEPRECATION_BEGIN
#define __NV_SILENCE_HOST_DEPRECATION_BEGIN
#define __NV_SILENCE_HOST_DEPRECATION_END
#define __NV_SILENCE_DEPRECATION_BEGIN
#define __NV_SILENCE_DEPRECATION_END
#endif

struct __device_builtin__ char1 { signed char x; };
struct __device_builtin__ __cudac_vec_align(2) char2 { signed char x, y; };
struct __device_builtin__ char3 { signed char x, y, z; };
struct __device_builtin__ __cudac_vec_align(4) char4 { signed char x, y, z, w; };

struct __device_builtin__ uchar1 { unsigned char x; };
struct __device_builtin__ __cudac_vec_align(2) uchar2 { unsigned char x, y; };
struct __device_builtin__ uchar3 { unsigned char x, y, z; };
struct __device_builtin__ __cudac_vec_align(4) uchar4 { unsigned char x, y, z, w; };

struct __device_builtin__ short1 { short x; };
struct __device_builtin__ __cudac_vec_align(4) short2 { short x, y; };
struct __device_builtin__ short3 { short x, y, z; };
struct __device_builtin__ __cudac_vec_align(8) short4 { short x, y, z, w; };

struct __device_builtin__ ushort1 { unsigned short x; };
struct __device_builtin__ __cudac_vec_align(4) ushort2 { unsigned short x, y; };
struct __device_builtin__ ushort3 { unsigned short x, y, z; };
struct __device_builtin__ __cudac_vec_align(8) ushort4 { unsigned short x, y, z, w; };

struct __device_builtin__ int1 { int x; };
struct __device_builtin__ __cudac_vec_align(8) int2 { int x, y; };
struct __device_builtin__ int3 { int x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) int4 { int x, y, z, w; };

struct __device_builtin__ uint1 { unsigned int x; };
struct __device_builtin__ __cudac_vec_align(8) uint2 { unsigned int x, y; };
struct __device_builtin__ uint3 { unsigned int x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) uint4 { unsigned int x, y, z, w; };

struct __device_builtin__ long1 { long int x; };
struct __device_builtin__ __cudac_vec_align(16) long2 { long int x, y; };
struct __device_builtin__ long3 { long int x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) long4 { long int x, y, z, w; };

struct __device_builtin__ ulong1 { unsigned long int x; };
struct __device_builtin__ __cudac_vec_align(16) ulong2 { unsigned long int x, y; };
struct __device_builtin__ ulong3 { unsigned long int x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) ulong4 { unsigned long int x, y, z, w; };

struct __device_builtin__ longlong1 { long long int x; };
struct __device_builtin__ __cudac_vec_align(16) longlong2 { long long int x, y; };
struct __device_builtin__ longlong3 { long long int x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) longlong4 { long long int x, y, z, w; };

struct __device_builtin__ ulonglong1 { unsigned long long int x; };
struct __device_builtin__ __cudac_vec_align(16) ulonglong2 { unsigned long long int x, y; };
struct __device_builtin__ ulonglong3 { unsigned long long int x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) ulonglong4 { unsigned long long int x, y, z, w; };

struct __device_builtin__ float1 { float x; };
struct __device_builtin__ __cudac_vec_align(8) float2 { float x, y; };
struct __device_builtin__ float3 { float x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) float4 { float x, y, z, w; };

struct __device_builtin__ double1 { double x; };
struct __device_builtin__ __cudac_vec_align(16) double2 { double x, y; };
struct __device_builtin__ double3 { double x, y, z; };
struct __device_builtin__ __cudac_vec_align(16) double4 { double x, y, z, w; };

/* CUDA 13: 4-element 64-bit types with an explicit alignment. */
struct __device_builtin__ __cudac_vec_align(16) long4_16a { long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(32) long4_32a { long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(16) ulong4_16a { unsigned long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(32) ulong4_32a { unsigned long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(16) longlong4_16a { long long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(32) longlong4_32a { long long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(16) ulonglong4_16a { unsigned long long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(32) ulonglong4_32a { unsigned long long int x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(16) double4_16a { double x, y, z, w; };
struct __device_builtin__ __cudac_vec_align(32) double4_32a { double x, y, z, w; };

#undef __cudac_vec_align

struct __device_builtin__ dim3 {
    unsigned int x, y, z;
    __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __attribute__((host)) __attribute__((device)) constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __attribute__((host)) __attribute__((device)) constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct dim3 dim3;

#endif /* __CUDAC_VECTOR_TYPES_H__ */
