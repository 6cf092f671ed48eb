/* cudac's cuda_fp16.h: IEEE half precision as nvcc's header has it.
 *
 * __half holds the 16 bits in an unsigned short, as nvcc's does: libNVVM's
 * LLVM 7 dialect has no `half` type. Conversions to and from float are the
 * compiler's __nvvm_h2f/__nvvm_f2h_rn builtins (llvm.convert.{from,to}.fp16,
 * which LLVM folds and schedules); arithmetic is one PTX f16 instruction
 * from sm_53 on and float arithmetic before (correctly rounded either way:
 * float's 24 bits are more than twice half's 11, so rounding twice is
 * rounding once). Division goes through float on every target. */
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__
#define __CUDA_FP16_TYPES_EXIST__

#define __CUDAC_HD __attribute__((host, device))
#define __CUDAC_HF static __device__ __forceinline__

#define __CUDAC_X __half
#define __CUDAC_X2 __half2
#define __CUDAC_XF __half2float
#define __CUDAC_FX __float2half
#define __CUDAC_XB __cudac_hbits
#define __CUDAC_BX __cudac_hmake
#define __CUDAC_X2B __cudac_h2bits
#define __CUDAC_BX2 __cudac_h2make
#define __CUDAC_X_ONE 0x3c00u
#define __CUDAC_X_INF 0x7c00u
#define __CUDAC_X_QNAN 0x7fffu
#define __CUDAC_X_PTX "f16"
#define __CUDAC_XRAW __half_raw
#define __CUDAC_X2RAW __half2_raw
#define __CUDAC_BITS_F __nvvm_f2h_rn
#define __CUDAC_BITS_D __nvvm_d2h_rn
#define __CUDAC_F_BITS __nvvm_h2f
/* The other 16-bit type, for the explicit conversion nvcc's headers
 * declare between them (defined once both headers are read). */
struct __nv_bfloat16;
#define __CUDAC_X_OTHER __nv_bfloat16
#include "cudac_f16_type.h"
#undef __CUDAC_X_OTHER

typedef __half half;
typedef __half2 half2;

/* Conversions. */
__CUDAC_HF __half __float2half(const float f) { return __cudac_hmake(__nvvm_f2h_rn(f)); }
__CUDAC_HF __half __float2half_rn(const float f) { return __cudac_hmake(__nvvm_f2h_rn(f)); }
__CUDAC_HF __half __double2half(const double d) { return __cudac_hmake(__nvvm_d2h_rn(d)); }
__CUDAC_HF float __half2float(const __half h) { return __nvvm_h2f(__cudac_hbits(h)); }
__CUDAC_HF float __low2float(const __half2 h) { return __half2float(h.x); }
__CUDAC_HF float __high2float(const __half2 h) { return __half2float(h.y); }
#define __CUDAC_H_FROM(name, rnd, T, ptx, c)                                                         \
  __CUDAC_HF __half name(const T v) {                                                                \
    unsigned short r;                                                                                \
    asm("cvt." #rnd ".f16." #ptx " %0, %1;" : "=h"(r) : c(v));                                      \
    return __cudac_hmake(r);                                                                         \
  }
__CUDAC_H_FROM(__float2half_rz, rz, float, f32, "f")
__CUDAC_H_FROM(__float2half_rd, rm, float, f32, "f")
__CUDAC_H_FROM(__float2half_ru, rp, float, f32, "f")
#define __CUDAC_H_FROM_INT(sfx, T, ptx, c)                                                           \
  __CUDAC_HF __half __##sfx##2half_rn(const T v) { return __cudac_hmake(__nvvm_f2h_rn((float)v)); }  \
  __CUDAC_H_FROM(__##sfx##2half_rz, rz, T, ptx, c)                                                   \
  __CUDAC_H_FROM(__##sfx##2half_rd, rm, T, ptx, c)                                                   \
  __CUDAC_H_FROM(__##sfx##2half_ru, rp, T, ptx, c)
__CUDAC_H_FROM_INT(short, short, s16, "h")
__CUDAC_H_FROM_INT(ushort, unsigned short, u16, "h")
__CUDAC_H_FROM_INT(int, int, s32, "r")
__CUDAC_H_FROM_INT(uint, unsigned int, u32, "r")
__CUDAC_H_FROM_INT(ll, long long, s64, "l")
__CUDAC_H_FROM_INT(ull, unsigned long long, u64, "l")
#undef __CUDAC_H_FROM_INT
#undef __CUDAC_H_FROM
#define __CUDAC_H_TO(name, rnd, T, ptx, c)                                                           \
  __CUDAC_HF T name(const __half h) {                                                                \
    T r;                                                                                             \
    asm("cvt." #rnd "." #ptx ".f16 %0, %1;" : c(r) : "h"(__cudac_hbits(h)));                        \
    return r;                                                                                        \
  }
#define __CUDAC_H_TO_INT(sfx, T, ptx, c)                                                             \
  __CUDAC_H_TO(__half2##sfx##_rn, rni, T, ptx, c)                                                    \
  __CUDAC_HF T __half2##sfx##_rz(const __half h) { return (T)__half2float(h); }                      \
  __CUDAC_H_TO(__half2##sfx##_rd, rmi, T, ptx, c)                                                    \
  __CUDAC_H_TO(__half2##sfx##_ru, rpi, T, ptx, c)
__CUDAC_H_TO_INT(short, short, s16, "=h")
__CUDAC_H_TO_INT(ushort, unsigned short, u16, "=h")
__CUDAC_H_TO_INT(int, int, s32, "=r")
__CUDAC_H_TO_INT(uint, unsigned int, u32, "=r")
__CUDAC_H_TO_INT(ll, long long, s64, "=l")
__CUDAC_H_TO_INT(ull, unsigned long long, u64, "=l")
#undef __CUDAC_H_TO_INT
#undef __CUDAC_H_TO
__CUDAC_HF short __half_as_short(const __half h) { return (short)__cudac_hbits(h); }
__CUDAC_HF unsigned short __half_as_ushort(const __half h) { return __cudac_hbits(h); }
__CUDAC_HF __half __short_as_half(const short i) { return __cudac_hmake((unsigned short)i); }
__CUDAC_HF __half __ushort_as_half(const unsigned short i) { return __cudac_hmake(i); }

/* Pairs. */
__CUDAC_HF __half2 make_half2(const __half x, const __half y) { return __half2(x, y); }
__CUDAC_HF __half2 __halves2half2(const __half lo, const __half hi) { return __half2(lo, hi); }
__CUDAC_HF __half2 __half2half2(const __half a) { return __half2(a, a); }
__CUDAC_HF __half2 __float2half2_rn(const float f) { return __half2half2(__float2half(f)); }
__CUDAC_HF __half2 __floats2half2_rn(const float lo, const float hi) { return __half2(__float2half(lo), __float2half(hi)); }
__CUDAC_HF __half2 __float22half2_rn(const float2 f) { return __floats2half2_rn(f.x, f.y); }
__CUDAC_HF float2 __half22float2(const __half2 h) { return make_float2(__half2float(h.x), __half2float(h.y)); }
__CUDAC_HF __half __low2half(const __half2 h) { return h.x; }
__CUDAC_HF __half __high2half(const __half2 h) { return h.y; }
__CUDAC_HF __half2 __low2half2(const __half2 h) { return __half2(h.x, h.x); }
__CUDAC_HF __half2 __high2half2(const __half2 h) { return __half2(h.y, h.y); }
__CUDAC_HF __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
__CUDAC_HF __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }
__CUDAC_HF __half2 __lowhigh2highlow(const __half2 h) { return __half2(h.y, h.x); }

/* Arithmetic. sat clamps to [0, 1] (NaN to 0); _rn never contracts. */
__CUDAC_HF float __cudac_sat(float v) { return v > 0.0f ? (v < 1.0f ? v : 1.0f) : 0.0f; }
#if __CUDA_ARCH__ >= 530
#define __CUDAC_H_BIN(name, name2, ins, fexpr)                                                             \
  __CUDAC_HF __half name(const __half a, const __half b) {                                          \
    unsigned short r;                                                                                \
    asm(ins ".f16 %0, %1, %2;" : "=h"(r) : "h"(__cudac_hbits(a)), "h"(__cudac_hbits(b)));           \
    return __cudac_hmake(r);                                                                         \
  }                                                                                                  \
  __CUDAC_HF __half2 name2(const __half2 a, const __half2 b) {                                     \
    unsigned r;                                                                                      \
    asm(ins ".f16x2 %0, %1, %2;" : "=r"(r) : "r"(__cudac_h2bits(a)), "r"(__cudac_h2bits(b)));       \
    return __cudac_h2make(r);                                                                        \
  }
#define __CUDAC_H_FMA(name, name2, ins, fexpr)                                                             \
  __CUDAC_HF __half name(const __half a, const __half b, const __half c) {                          \
    unsigned short r;                                                                                \
    asm(ins ".f16 %0, %1, %2, %3;" : "=h"(r)                                                         \
        : "h"(__cudac_hbits(a)), "h"(__cudac_hbits(b)), "h"(__cudac_hbits(c)));                      \
    return __cudac_hmake(r);                                                                         \
  }                                                                                                  \
  __CUDAC_HF __half2 name2(const __half2 a, const __half2 b, const __half2 c) {                    \
    unsigned r;                                                                                      \
    asm(ins ".f16x2 %0, %1, %2, %3;" : "=r"(r)                                                       \
        : "r"(__cudac_h2bits(a)), "r"(__cudac_h2bits(b)), "r"(__cudac_h2bits(c)));                   \
    return __cudac_h2make(r);                                                                        \
  }
#else
#define __CUDAC_H_BIN(name, name2, ins, fexpr)                                                             \
  __CUDAC_HF __half name(const __half a, const __half b) {                                          \
    float x = __half2float(a), y = __half2float(b);                                                  \
    return __float2half(fexpr);                                                                      \
  }                                                                                                  \
  __CUDAC_HF __half2 name2(const __half2 a, const __half2 b) { return __half2(name(a.x, b.x), name(a.y, b.y)); }
#define __CUDAC_H_FMA(name, name2, ins, fexpr)                                                             \
  __CUDAC_HF __half name(const __half a, const __half b, const __half c) {                          \
    /* The product of two halves is exact in float. */                                              \
    float x = __half2float(a) * __half2float(b), y = __half2float(c);                               \
    return __float2half(fexpr);                                                                      \
  }                                                                                                  \
  __CUDAC_HF __half2 name2(const __half2 a, const __half2 b, const __half2 c) {                    \
    return __half2(name(a.x, b.x, c.x), name(a.y, b.y, c.y));                                        \
  }
#endif
__CUDAC_H_BIN(__hadd, __hadd2, "add", x + y)
__CUDAC_H_BIN(__hsub, __hsub2, "sub", x - y)
__CUDAC_H_BIN(__hmul, __hmul2, "mul", x * y)
__CUDAC_H_BIN(__hadd_rn, __hadd2_rn, "add.rn", x + y)
__CUDAC_H_BIN(__hsub_rn, __hsub2_rn, "sub.rn", x - y)
__CUDAC_H_BIN(__hmul_rn, __hmul2_rn, "mul.rn", x * y)
__CUDAC_H_BIN(__hadd_sat, __hadd2_sat, "add.sat", __cudac_sat(x + y))
__CUDAC_H_BIN(__hsub_sat, __hsub2_sat, "sub.sat", __cudac_sat(x - y))
__CUDAC_H_BIN(__hmul_sat, __hmul2_sat, "mul.sat", __cudac_sat(x * y))
__CUDAC_H_FMA(__hfma, __hfma2, "fma.rn", x + y)
__CUDAC_H_FMA(__hfma_sat, __hfma2_sat, "fma.rn.sat", __cudac_sat(x + y))
#undef __CUDAC_H_BIN
#undef __CUDAC_H_FMA
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

/* Atomic adds: packed pairs from sm_60, single halves from sm_70 (as nvcc
 * declares them). */
#if __CUDA_ARCH__ >= 600
__CUDAC_HF __half2 atomicAdd(__half2 *p, __half2 v) {
  unsigned r;
  asm volatile("atom.add.noftz.f16x2 %0, [%1], %2;" : "=r"(r) : "l"(p), "r"(__cudac_h2bits(v)) : "memory");
  return __cudac_h2make(r);
}
#endif
#if __CUDA_ARCH__ >= 700
__CUDAC_HF __half atomicAdd(__half *p, __half v) {
  unsigned short r;
  asm volatile("atom.add.noftz.f16 %0, [%1], %2;" : "=h"(r) : "l"(p), "h"(__cudac_hbits(v)) : "memory");
  return __cudac_hmake(r);
}
#endif

/* Special values. */
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7c00u)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7fffu)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001u)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7bffu)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000u)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000u)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3c00u)

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

#endif /* __CUDA_FP16_H__ */
