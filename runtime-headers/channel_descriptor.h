/* channel_descriptor.h shipped with cudac: the C++ overloads
 * `cudaCreateChannelDesc<T>()` of the runtime API, which give the
 * channel format of the element type T (nvcc's cuda_runtime.h includes
 * this header, so every .cu file has them). They are the specialisations
 * of CUDA 13.0's channel_descriptor.h: those for `long` and `ulong` (and
 * their vectors) exist only where `long` is 32 bits (!__LP64__), and those
 * for __half are absent here as in nvcc's (cudaCreateChannelDescHalf*
 * stand in for them). Host code only; cudac reads it to type-check the
 * host code that creates textures. */
#ifndef __CUDAC_CHANNEL_DESCRIPTOR_H__
#define __CUDAC_CHANNEL_DESCRIPTOR_H__
/* nvcc's header's own guard. */
#define __CHANNEL_DESCRIPTOR_H__

#include "cuda_runtime_api.h"

/* Any other T: no channels (cudaChannelFormatKindNone). */
template <class T> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc(void) {
    return cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf(void) {
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf1(void) {
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf2(void) {
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, e, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf4(void) {
    int e = (int)sizeof(unsigned short) * 8;
    return cudaCreateChannelDesc(e, e, e, e, cudaChannelFormatKindFloat);
}
static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescNV12(void) {
    int e = (int)sizeof(char) * 8;
    return cudaCreateChannelDesc(e, e, e, 0, cudaChannelFormatKindNV12);
}

/* One specialisation: T's channels each of E's bits (`e`), or 0. */
#define __CUDAC_CHANNEL_DESC(T, E, X, Y, Z, W, KIND)                                   \
    template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<T>(void) { \
        int e = (int)sizeof(E) * 8;                                                    \
        return cudaCreateChannelDesc(X, Y, Z, W, KIND);                                \
    }

#if defined(_CHAR_UNSIGNED) || defined(__CHAR_UNSIGNED__)
__CUDAC_CHANNEL_DESC(char, char, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
#else
__CUDAC_CHANNEL_DESC(char, char, e, 0, 0, 0, cudaChannelFormatKindSigned)
#endif
__CUDAC_CHANNEL_DESC(signed char, signed char, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(unsigned char, unsigned char, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(char1, signed char, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(uchar1, unsigned char, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(char2, signed char, e, e, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(uchar2, unsigned char, e, e, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(char4, signed char, e, e, e, e, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(uchar4, unsigned char, e, e, e, e, cudaChannelFormatKindUnsigned)

__CUDAC_CHANNEL_DESC(short, short, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(unsigned short, unsigned short, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(short1, short, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(ushort1, unsigned short, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(short2, short, e, e, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(ushort2, unsigned short, e, e, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(short4, short, e, e, e, e, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(ushort4, unsigned short, e, e, e, e, cudaChannelFormatKindUnsigned)

__CUDAC_CHANNEL_DESC(int, int, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(unsigned int, unsigned int, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(int1, int, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(uint1, unsigned int, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(int2, int, e, e, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(uint2, unsigned int, e, e, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(int4, int, e, e, e, e, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(uint4, unsigned int, e, e, e, e, cudaChannelFormatKindUnsigned)

#if !defined(__LP64__)
__CUDAC_CHANNEL_DESC(long, long, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(unsigned long, unsigned long, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(long1, long, e, 0, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(ulong1, unsigned long, e, 0, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(long2, long, e, e, 0, 0, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(ulong2, unsigned long, e, e, 0, 0, cudaChannelFormatKindUnsigned)
__CUDAC_CHANNEL_DESC(long4, long, e, e, e, e, cudaChannelFormatKindSigned)
__CUDAC_CHANNEL_DESC(ulong4, unsigned long, e, e, e, e, cudaChannelFormatKindUnsigned)
#endif

__CUDAC_CHANNEL_DESC(float, float, e, 0, 0, 0, cudaChannelFormatKindFloat)
__CUDAC_CHANNEL_DESC(float1, float, e, 0, 0, 0, cudaChannelFormatKindFloat)
__CUDAC_CHANNEL_DESC(float2, float, e, e, 0, 0, cudaChannelFormatKindFloat)
__CUDAC_CHANNEL_DESC(float4, float, e, e, e, e, cudaChannelFormatKindFloat)

#undef __CUDAC_CHANNEL_DESC

#endif /* __CUDAC_CHANNEL_DESCRIPTOR_H__ */
