/* cudac's cuda_bf16.h: bfloat16 (8 exponent bits, 8 significant bits) as
 * nvcc's header has it.
 *
 * __nv_bfloat16 holds the 16 bits in an unsigned short (libNVVM's LLVM 7
 * dialect has no `bfloat` type). A bfloat16 is the high half of a float, so
 * widening is a shift; narrowing is PTX's cvt.rn.bf16.f32 from sm_80 and
 * integer rounding before. Arithmetic is float arithmetic rounded once more
 * (exact: see cudac_f16_common.h), with sm_80's fma.rn.bf16 and sm_90's
 * add/sub/mul.rn.bf16 used where the target has them. */
#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__
#define __CUDA_BF16_TYPES_EXIST__

#define __CUDAC_HD __attribute__((host, device))
#define __CUDAC_HF static __device__ __forceinline__

/* Float to bfloat16 bits, rounding to nearest even (NaN stays a quiet NaN). */
__CUDAC_HF unsigned short __cudac_f2bf_rn(float f) {
#if __CUDA_ARCH__ >= 800
  unsigned short r;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(r) : "f"(f));
  return r;
#else
  unsigned u = __float_as_uint(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;
  return (unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
#endif
}
/* Directed roundings: toward zero drops the low bits; down and up add one
 * to the magnitude when bits are dropped on the side away from zero. */
__CUDAC_HF unsigned short __cudac_f2bf_dir(float f, int mode /* 0 rz, 1 rd, 2 ru */) {
  unsigned u = __float_as_uint(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;
  unsigned short r = (unsigned short)(u >> 16);
  bool neg = (u >> 31) != 0, inexact = (u & 0xffffu) != 0;
  if (inexact && ((mode == 1 && neg) || (mode == 2 && !neg)))
    r++;
  return r;
}
__CUDAC_HF float __cudac_bf2f(unsigned short b) { return __uint_as_float((unsigned)b << 16); }

#define __CUDAC_X __nv_bfloat16
#define __CUDAC_X2 __nv_bfloat162
#define __CUDAC_XF __bfloat162float
#define __CUDAC_FX __float2bfloat16
#define __CUDAC_XB __cudac_bfbits
#define __CUDAC_BX __cudac_bfmake
#define __CUDAC_X2B __cudac_bf2bits
#define __CUDAC_BX2 __cudac_bf2make
#define __CUDAC_X_ONE 0x3f80u
#define __CUDAC_X_INF 0x7f80u
#define __CUDAC_X_QNAN 0x7fffu
#define __CUDAC_X_PTX "bf16"
#define __CUDAC_XRAW __nv_bfloat16_raw
#define __CUDAC_X2RAW __nv_bfloat162_raw
#define __CUDAC_BITS_F __cudac_f2bf_rn
#define __CUDAC_BITS_D(d) __cudac_f2bf_rn((float)(d))
#define __CUDAC_F_BITS __cudac_bf2f
/* The other 16-bit type, for the explicit conversion nvcc's headers
 * declare between them (defined once both headers are read). */
struct __half;
#define __CUDAC_X_OTHER __half
#include "cudac_f16_type.h"
#undef __CUDAC_X_OTHER

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* Conversions. */
__CUDAC_HF __nv_bfloat16 __float2bfloat16(const float f) { return __cudac_bfmake(__cudac_f2bf_rn(f)); }
__CUDAC_HF __nv_bfloat16 __float2bfloat16_rn(const float f) { return __cudac_bfmake(__cudac_f2bf_rn(f)); }
__CUDAC_HF __nv_bfloat16 __float2bfloat16_rz(const float f) { return __cudac_bfmake(__cudac_f2bf_dir(f, 0)); }
__CUDAC_HF __nv_bfloat16 __float2bfloat16_rd(const float f) { return __cudac_bfmake(__cudac_f2bf_dir(f, 1)); }
__CUDAC_HF __nv_bfloat16 __float2bfloat16_ru(const float f) { return __cudac_bfmake(__cudac_f2bf_dir(f, 2)); }
__CUDAC_HF __nv_bfloat16 __double2bfloat16(const double d) { return __cudac_bfmake(__cudac_f2bf_rn((float)d)); }
__CUDAC_HF float __bfloat162float(const __nv_bfloat16 h) { return __cudac_bf2f(__cudac_bfbits(h)); }
__CUDAC_HF float __low2float(const __nv_bfloat162 h) { return __bfloat162float(h.x); }
__CUDAC_HF float __high2float(const __nv_bfloat162 h) { return __bfloat162float(h.y); }
/* Integers: exact in float or rounded to nearest there first, which the
 * second rounding to nearest does not disturb. */
#define __CUDAC_BF_FROM_INT(sfx, T)                                                                  \
  __CUDAC_HF __nv_bfloat16 __##sfx##2bfloat16_rn(const T v) { return __float2bfloat16_rn((float)v); }
__CUDAC_BF_FROM_INT(short, short)
__CUDAC_BF_FROM_INT(ushort, unsigned short)
__CUDAC_BF_FROM_INT(int, int)
__CUDAC_BF_FROM_INT(uint, unsigned int)
__CUDAC_BF_FROM_INT(ll, long long)
__CUDAC_BF_FROM_INT(ull, unsigned long long)
#undef __CUDAC_BF_FROM_INT
#define __CUDAC_BF_TO(name, rnd, T, ptx, c)                                                          \
  __CUDAC_HF T name(const __nv_bfloat16 h) {                                                         \
    T r;                                                                                             \
    asm("cvt." #rnd "." #ptx ".f32 %0, %1;" : c(r) : "f"(__bfloat162float(h)));                     \
    return r;                                                                                        \
  }
#define __CUDAC_BF_TO_INT(sfx, T, ptx, c)                                                            \
  __CUDAC_BF_TO(__bfloat162##sfx##_rn, rni, T, ptx, c)                                               \
  __CUDAC_HF T __bfloat162##sfx##_rz(const __nv_bfloat16 h) { return (T)__bfloat162float(h); }       \
  __CUDAC_BF_TO(__bfloat162##sfx##_rd, rmi, T, ptx, c)                                               \
  __CUDAC_BF_TO(__bfloat162##sfx##_ru, rpi, T, ptx, c)
__CUDAC_BF_TO_INT(short, short, s16, "=h")
__CUDAC_BF_TO_INT(ushort, unsigned short, u16, "=h")
__CUDAC_BF_TO_INT(int, int, s32, "=r")
__CUDAC_BF_TO_INT(uint, unsigned int, u32, "=r")
__CUDAC_BF_TO_INT(ll, long long, s64, "=l")
__CUDAC_BF_TO_INT(ull, unsigned long long, u64, "=l")
#undef __CUDAC_BF_TO_INT
#undef __CUDAC_BF_TO
__CUDAC_HF short __bfloat16_as_short(const __nv_bfloat16 h) { return (short)__cudac_bfbits(h); }
__CUDAC_HF unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return __cudac_bfbits(h); }
__CUDAC_HF __nv_bfloat16 __short_as_bfloat16(const short i) { return __cudac_bfmake((unsigned short)i); }
__CUDAC_HF __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) { return __cudac_bfmake(i); }

/* Pairs. */
__CUDAC_HF __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
__CUDAC_HF __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 lo, const __nv_bfloat16 hi) { return __nv_bfloat162(lo, hi); }
__CUDAC_HF __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__CUDAC_HF __nv_bfloat162 __float2bfloat162_rn(const float f) { return __bfloat162bfloat162(__float2bfloat16(f)); }
__CUDAC_HF __nv_bfloat162 __floats2bfloat162_rn(const float lo, const float hi) {
  return __nv_bfloat162(__float2bfloat16(lo), __float2bfloat16(hi));
}
__CUDAC_HF __nv_bfloat162 __float22bfloat162_rn(const float2 f) { return __floats2bfloat162_rn(f.x, f.y); }
__CUDAC_HF float2 __bfloat1622float2(const __nv_bfloat162 h) { return make_float2(__bfloat162float(h.x), __bfloat162float(h.y)); }
__CUDAC_HF __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 h) { return h.x; }
__CUDAC_HF __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 h) { return h.y; }
__CUDAC_HF __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 h) { return __nv_bfloat162(h.x, h.x); }
__CUDAC_HF __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 h) { return __nv_bfloat162(h.y, h.y); }
__CUDAC_HF __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__CUDAC_HF __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
__CUDAC_HF __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 h) { return __nv_bfloat162(h.y, h.x); }

/* Arithmetic: float, rounded once more; native where the target has it. */
__CUDAC_HF float __cudac_bfsat(float v) { return v > 0.0f ? (v < 1.0f ? v : 1.0f) : 0.0f; }
#define __CUDAC_BF_PAIR(name, name2)                                                                 \
  __CUDAC_HF __nv_bfloat162 name2(const __nv_bfloat162 a, const __nv_bfloat162 b) {                  \
    return __nv_bfloat162(name(a.x, b.x), name(a.y, b.y));                                           \
  }
#define __CUDAC_BF_BIN_F(name, name2, fexpr)                                                         \
  __CUDAC_HF __nv_bfloat16 name(const __nv_bfloat16 a, const __nv_bfloat16 b) {                      \
    float x = __bfloat162float(a), y = __bfloat162float(b);                                          \
    return __float2bfloat16(fexpr);                                                                  \
  }                                                                                                  \
  __CUDAC_BF_PAIR(name, name2)
#if __CUDA_ARCH__ >= 900
#define __CUDAC_BF_BIN(name, name2, ins, fexpr)                                                      \
  __CUDAC_HF __nv_bfloat16 name(const __nv_bfloat16 a, const __nv_bfloat16 b) {                      \
    unsigned short r;                                                                                \
    asm(ins ".bf16 %0, %1, %2;" : "=h"(r) : "h"(__cudac_bfbits(a)), "h"(__cudac_bfbits(b)));        \
    return __cudac_bfmake(r);                                                                        \
  }                                                                                                  \
  __CUDAC_BF_PAIR(name, name2)
#else
#define __CUDAC_BF_BIN(name, name2, ins, fexpr) __CUDAC_BF_BIN_F(name, name2, fexpr)
#endif
__CUDAC_BF_BIN(__hadd, __hadd2, "add.rn", x + y)
__CUDAC_BF_BIN(__hsub, __hsub2, "sub.rn", x - y)
__CUDAC_BF_BIN(__hmul, __hmul2, "mul.rn", x * y)
__CUDAC_BF_BIN(__hadd_rn, __hadd2_rn, "add.rn", x + y)
__CUDAC_BF_BIN(__hsub_rn, __hsub2_rn, "sub.rn", x - y)
__CUDAC_BF_BIN(__hmul_rn, __hmul2_rn, "mul.rn", x * y)
__CUDAC_BF_BIN_F(__hadd_sat, __hadd2_sat, __cudac_bfsat(x + y))
__CUDAC_BF_BIN_F(__hsub_sat, __hsub2_sat, __cudac_bfsat(x - y))
__CUDAC_BF_BIN_F(__hmul_sat, __hmul2_sat, __cudac_bfsat(x * y))
#undef __CUDAC_BF_BIN
#undef __CUDAC_BF_BIN_F
#undef __CUDAC_BF_PAIR
/* The product of two bfloat16s is exact in float: only the float sum
 * rounds before the final rounding to bfloat16. */
__CUDAC_HF float __cudac_bffma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) {
  return __bfloat162float(a) * __bfloat162float(b) + __bfloat162float(c);
}
__CUDAC_HF __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) {
#if __CUDA_ARCH__ >= 800
  unsigned short r;
  asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(r) : "h"(__cudac_bfbits(a)), "h"(__cudac_bfbits(b)), "h"(__cudac_bfbits(c)));
  return __cudac_bfmake(r);
#else
  return __float2bfloat16(__cudac_bffma(a, b, c));
#endif
}
__CUDAC_HF __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) {
  return __float2bfloat16(__cudac_bfsat(__cudac_bffma(a, b, c)));
}
__CUDAC_HF __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__CUDAC_HF __nv_bfloat162 __hfma2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}

#include "cudac_f16_common.h"
#undef __CUDAC_X
#undef __CUDAC_X2
#undef __CUDAC_XF
#undef __CUDAC_FX
#undef __CUDAC_XB
#undef __CUDAC_BX
#undef __CUDAC_X2B
#undef __CUDAC_BX2
#undef __CUDAC_X_ONE
#undef __CUDAC_X_INF
#undef __CUDAC_X_QNAN
#undef __CUDAC_X_PTX
#undef __CUDAC_XRAW
#undef __CUDAC_X2RAW
#undef __CUDAC_BITS_F
#undef __CUDAC_BITS_D
#undef __CUDAC_F_BITS

/* Atomic adds: a CAS loop on the 32-bit word holding the value (nvcc uses
 * one before sm_90 too). */
__CUDAC_HF __nv_bfloat162 atomicAdd(__nv_bfloat162 *p, __nv_bfloat162 v) {
  unsigned *w = (unsigned *)p, old = *(volatile unsigned *)w, seen;
  while ((seen = atomicCAS(w, old, __cudac_bf2bits(__hadd2(__cudac_bf2make(old), v)))) != old)
    old = seen;
  return __cudac_bf2make(old);
}
__CUDAC_HF __nv_bfloat16 atomicAdd(__nv_bfloat16 *p, __nv_bfloat16 v) {
  unsigned long long a = (unsigned long long)p;
  unsigned *w = (unsigned *)(a & ~3ull), shift = (unsigned)(a & 2ull) * 8u;
  unsigned old = *(volatile unsigned *)w, seen;
  for (;;) {
    unsigned short cur = (unsigned short)(old >> shift);
    unsigned short sum = __cudac_bfbits(__hadd(__cudac_bfmake(cur), v));
    unsigned next = (old & ~(0xffffu << shift)) | ((unsigned)sum << shift);
    if ((seen = atomicCAS(w, old, next)) == old)
      return __cudac_bfmake(cur);
    old = seen;
  }
}

/* Special values. */
#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7f80u)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7fffu)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001u)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7f7fu)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000u)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000u)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3f80u)

#undef __CUDAC_HF
#undef __CUDAC_HD


/* half <-> bfloat16, explicit as nvcc's: through float (exact from
 * either), then rounded to nearest even into the other. */
#if defined(__CUDA_FP16_H__) && defined(__CUDA_BF16_H__) && !defined(__CUDAC_F16_BF16_CONVERSIONS__)
#define __CUDAC_F16_BF16_CONVERSIONS__
__host__ __device__ inline __half::__half(const __nv_bfloat16 f) { *this = __half(__bfloat162float(f)); }
__host__ __device__ inline __nv_bfloat16::__nv_bfloat16(const __half f) {
  *this = __nv_bfloat16(__half2float(f));
}
#endif

#endif /* __CUDA_BF16_H__ */
