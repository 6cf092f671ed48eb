/* cudac's shared part of cuda_fp16.h and cuda_bf16.h: what is the same for
 * both 16-bit float types given their bits and float conversions. Included
 * once by each, with these defined (and undefined after):
 *   __CUDAC_X, __CUDAC_X2       the type and its pair
 *   __CUDAC_XF, __CUDAC_FX      to float, from float (round to nearest)
 *   __CUDAC_XB, __CUDAC_BX      bits out, bits in (and __CUDAC_X2B/__CUDAC_BX2)
 *   __CUDAC_X_ONE, __CUDAC_X_INF, __CUDAC_X_QNAN   those values' bits
 *   __CUDAC_X_PTX               the PTX type ("f16", "bf16")
 *   __CUDAC_HF                  the functions' specifiers
 * Every function here is exact through float: float holds either type
 * exactly, and its 24 bits are more than twice their 11 or 8, so rounding a
 * float result once more rounds it correctly. No include guard, on purpose. */
__CUDAC_HF __CUDAC_X __hdiv(const __CUDAC_X a, const __CUDAC_X b) { return __CUDAC_FX(__CUDAC_XF(a) / __CUDAC_XF(b)); }
__CUDAC_HF __CUDAC_X2 __h2div(const __CUDAC_X2 a, const __CUDAC_X2 b) { return __CUDAC_X2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
__CUDAC_HF __CUDAC_X __hneg(const __CUDAC_X a) { return __CUDAC_BX(__CUDAC_XB(a) ^ 0x8000u); }
__CUDAC_HF __CUDAC_X2 __hneg2(const __CUDAC_X2 a) { return __CUDAC_BX2(__CUDAC_X2B(a) ^ 0x80008000u); }
__CUDAC_HF __CUDAC_X __habs(const __CUDAC_X a) { return __CUDAC_BX(__CUDAC_XB(a) & 0x7fffu); }
__CUDAC_HF __CUDAC_X2 __habs2(const __CUDAC_X2 a) { return __CUDAC_BX2(__CUDAC_X2B(a) & 0x7fff7fffu); }

/* Comparisons: ordered (false when either is NaN) and unordered (`u`). */
__CUDAC_HF bool __hisnan(const __CUDAC_X a) { return (__CUDAC_XB(a) & 0x7fffu) > __CUDAC_X_INF; }
__CUDAC_HF int __hisinf(const __CUDAC_X a) {
  unsigned short b = __CUDAC_XB(a);
  return b == __CUDAC_X_INF ? 1 : (b == (__CUDAC_X_INF | 0x8000u) ? -1 : 0);
}
#define __CUDAC_H_CMP(sfx, expr)                                                                     \
  __CUDAC_HF bool __h##sfx(const __CUDAC_X a, const __CUDAC_X b) {                                        \
    float x = __CUDAC_XF(a), y = __CUDAC_XF(b);                                                  \
    return expr;                                                                                     \
  }                                                                                                  \
  __CUDAC_HF bool __hb##sfx##2(const __CUDAC_X2 a, const __CUDAC_X2 b) {                                   \
    return __h##sfx(a.x, b.x) && __h##sfx(a.y, b.y);                                                 \
  }                                                                                                  \
  __CUDAC_HF __CUDAC_X2 __h##sfx##2(const __CUDAC_X2 a, const __CUDAC_X2 b) {                                 \
    return __CUDAC_X2(__CUDAC_BX(__h##sfx(a.x, b.x) ? __CUDAC_X_ONE : 0u),                                 \
                   __CUDAC_BX(__h##sfx(a.y, b.y) ? __CUDAC_X_ONE : 0u));                                \
  }
__CUDAC_H_CMP(eq, x == y)
__CUDAC_H_CMP(ne, x < y || x > y)
__CUDAC_H_CMP(lt, x < y)
__CUDAC_H_CMP(le, x <= y)
__CUDAC_H_CMP(gt, x > y)
__CUDAC_H_CMP(ge, x >= y)
__CUDAC_H_CMP(equ, !(x < y || x > y))
__CUDAC_H_CMP(neu, x != y)
__CUDAC_H_CMP(ltu, !(x >= y))
__CUDAC_H_CMP(leu, !(x > y))
__CUDAC_H_CMP(gtu, !(x <= y))
__CUDAC_H_CMP(geu, !(x < y))
#undef __CUDAC_H_CMP
__CUDAC_HF __CUDAC_X2 __hisnan2(const __CUDAC_X2 a) {
  return __CUDAC_X2(__CUDAC_BX(__hisnan(a.x) ? __CUDAC_X_ONE : 0u), __CUDAC_BX(__hisnan(a.y) ? __CUDAC_X_ONE : 0u));
}

/* min/max: a NaN operand yields the other (both NaN: NaN); the _nan forms
 * propagate NaN. sm_80 has them as instructions. */
__CUDAC_HF __CUDAC_X __cudac_hminmax(const __CUDAC_X a, const __CUDAC_X b, bool max, bool nan) {
  if (__hisnan(a) || __hisnan(b)) {
    if (nan || (__hisnan(a) && __hisnan(b)))
      return __CUDAC_BX(__CUDAC_X_QNAN);
    return __hisnan(a) ? b : a;
  }
  float x = __CUDAC_XF(a), y = __CUDAC_XF(b);
  return (max ? x > y : x < y) ? a : b;
}
#if __CUDA_ARCH__ >= 800
#define __CUDAC_H_MINMAX(name, ins, max, nan)                                                       \
  __CUDAC_HF __CUDAC_X name(const __CUDAC_X a, const __CUDAC_X b) {                                          \
    unsigned short r;                                                                                \
    asm(ins "." __CUDAC_X_PTX " %0, %1, %2;" : "=h"(r) : "h"(__CUDAC_XB(a)), "h"(__CUDAC_XB(b)));           \
    return __CUDAC_BX(r);                                                                         \
  }
#else
#define __CUDAC_H_MINMAX(name, ins, max, nan)                                                       \
  __CUDAC_HF __CUDAC_X name(const __CUDAC_X a, const __CUDAC_X b) { return __cudac_hminmax(a, b, max, nan); }
#endif
__CUDAC_H_MINMAX(__hmin, "min", false, false)
__CUDAC_H_MINMAX(__hmax, "max", true, false)
__CUDAC_H_MINMAX(__hmin_nan, "min.NaN", false, true)
__CUDAC_H_MINMAX(__hmax_nan, "max.NaN", true, true)
#undef __CUDAC_H_MINMAX
__CUDAC_HF __CUDAC_X2 __hmin2(const __CUDAC_X2 a, const __CUDAC_X2 b) { return __CUDAC_X2(__hmin(a.x, b.x), __hmin(a.y, b.y)); }
__CUDAC_HF __CUDAC_X2 __hmax2(const __CUDAC_X2 a, const __CUDAC_X2 b) { return __CUDAC_X2(__hmax(a.x, b.x), __hmax(a.y, b.y)); }

/* Math, through float (PTX's approximate forms, as nvcc's header); the
 * pair forms are named as nvcc's (`h2exp2`, `h2sqrt`). */
#define __CUDAC_H_MATH(name, name2, body)                                                            \
  __CUDAC_HF __CUDAC_X name(const __CUDAC_X a) {                                                           \
    float x = __CUDAC_XF(a), r;                                                                    \
    body;                                                                                            \
    return __CUDAC_FX(r);                                                                          \
  }                                                                                                  \
  __CUDAC_HF __CUDAC_X2 name2(const __CUDAC_X2 a) { return __CUDAC_X2(name(a.x), name(a.y)); }
__CUDAC_H_MATH(hsqrt, h2sqrt, asm("sqrt.rn.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hrsqrt, h2rsqrt, asm("rsqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hrcp, h2rcp, asm("rcp.rn.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hexp, h2exp, asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x * 1.4426950408889634f)))
__CUDAC_H_MATH(hexp2, h2exp2, asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hexp10, h2exp10, asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x * 3.3219280948873623f)))
__CUDAC_H_MATH(hlog, h2log, asm("lg2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); r *= 0.6931471805599453f)
__CUDAC_H_MATH(hlog2, h2log2, asm("lg2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hlog10, h2log10, asm("lg2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); r *= 0.3010299956639812f)
__CUDAC_H_MATH(hsin, h2sin, asm("sin.approx.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hcos, h2cos, asm("cos.approx.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(htrunc, h2trunc, asm("cvt.rzi.f32.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hfloor, h2floor, asm("cvt.rmi.f32.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hceil, h2ceil, asm("cvt.rpi.f32.f32 %0, %1;" : "=f"(r) : "f"(x)))
__CUDAC_H_MATH(hrint, h2rint, asm("cvt.rni.f32.f32 %0, %1;" : "=f"(r) : "f"(x)))
/* tanh: the accurate one through tanhf; the approximate one through PTX's
 * tanh.approx.f32 (sm_75), rounded once: within the approximation's
 * documented error, the same for both types on every target. */
__CUDAC_H_MATH(htanh, h2tanh, r = tanhf(x))
#if __CUDA_ARCH__ >= 750
__CUDAC_H_MATH(htanh_approx, h2tanh_approx, asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x)))
#else
__CUDAC_H_MATH(htanh_approx, h2tanh_approx, r = tanhf(x))
#endif
#undef __CUDAC_H_MATH

/* fma then ReLU (PTX's fma.rn.relu: a negative result is +0, a NaN the
 * canonical NaN), and the complex multiply-add of a pair as (re, im), in
 * nvcc's order of operations: acc = a.re * b + c, then a.im * (-b.im,
 * b.re) + acc. */
__CUDAC_HF __CUDAC_X __hfma_relu(const __CUDAC_X a, const __CUDAC_X b, const __CUDAC_X c) {
  __CUDAC_X r = __hfma(a, b, c);
  if (__hisnan(r))
    return __CUDAC_BX(__CUDAC_X_QNAN);
  return (__CUDAC_XB(r) & 0x8000u) ? __CUDAC_BX(0u) : r;
}
__CUDAC_HF __CUDAC_X2 __hfma2_relu(const __CUDAC_X2 a, const __CUDAC_X2 b, const __CUDAC_X2 c) {
  return __CUDAC_X2(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
__CUDAC_HF __CUDAC_X2 __hcmadd(const __CUDAC_X2 a, const __CUDAC_X2 b, const __CUDAC_X2 c) {
  __CUDAC_X2 acc = __hfma2(__CUDAC_X2(a.x, a.x), b, c);
  return __hfma2(__CUDAC_X2(a.y, a.y), __CUDAC_X2(__hneg(b.y), b.x), acc);
}

/* Operators. */
__CUDAC_HF __CUDAC_X operator+(const __CUDAC_X &a, const __CUDAC_X &b) { return __hadd(a, b); }
__CUDAC_HF __CUDAC_X operator-(const __CUDAC_X &a, const __CUDAC_X &b) { return __hsub(a, b); }
__CUDAC_HF __CUDAC_X operator*(const __CUDAC_X &a, const __CUDAC_X &b) { return __hmul(a, b); }
__CUDAC_HF __CUDAC_X operator/(const __CUDAC_X &a, const __CUDAC_X &b) { return __hdiv(a, b); }
__CUDAC_HF __CUDAC_X &operator+=(__CUDAC_X &a, const __CUDAC_X &b) { a = __hadd(a, b); return a; }
__CUDAC_HF __CUDAC_X &operator-=(__CUDAC_X &a, const __CUDAC_X &b) { a = __hsub(a, b); return a; }
__CUDAC_HF __CUDAC_X &operator*=(__CUDAC_X &a, const __CUDAC_X &b) { a = __hmul(a, b); return a; }
__CUDAC_HF __CUDAC_X &operator/=(__CUDAC_X &a, const __CUDAC_X &b) { a = __hdiv(a, b); return a; }
__CUDAC_HF __CUDAC_X operator+(const __CUDAC_X &a) { return a; }
__CUDAC_HF __CUDAC_X operator-(const __CUDAC_X &a) { return __hneg(a); }
__CUDAC_HF __CUDAC_X &operator++(__CUDAC_X &a) { a = __hadd(a, __CUDAC_BX(__CUDAC_X_ONE)); return a; }
__CUDAC_HF __CUDAC_X &operator--(__CUDAC_X &a) { a = __hsub(a, __CUDAC_BX(__CUDAC_X_ONE)); return a; }
__CUDAC_HF __CUDAC_X operator++(__CUDAC_X &a, int) { __CUDAC_X old = a; a = __hadd(a, __CUDAC_BX(__CUDAC_X_ONE)); return old; }
__CUDAC_HF __CUDAC_X operator--(__CUDAC_X &a, int) { __CUDAC_X old = a; a = __hsub(a, __CUDAC_BX(__CUDAC_X_ONE)); return old; }
__CUDAC_HF bool operator==(const __CUDAC_X &a, const __CUDAC_X &b) { return __heq(a, b); }
__CUDAC_HF bool operator!=(const __CUDAC_X &a, const __CUDAC_X &b) { return __hneu(a, b); }
__CUDAC_HF bool operator<(const __CUDAC_X &a, const __CUDAC_X &b) { return __hlt(a, b); }
__CUDAC_HF bool operator<=(const __CUDAC_X &a, const __CUDAC_X &b) { return __hle(a, b); }
__CUDAC_HF bool operator>(const __CUDAC_X &a, const __CUDAC_X &b) { return __hgt(a, b); }
__CUDAC_HF bool operator>=(const __CUDAC_X &a, const __CUDAC_X &b) { return __hge(a, b); }
__CUDAC_HF __CUDAC_X2 operator+(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hadd2(a, b); }
__CUDAC_HF __CUDAC_X2 operator-(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hsub2(a, b); }
__CUDAC_HF __CUDAC_X2 operator*(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hmul2(a, b); }
__CUDAC_HF __CUDAC_X2 operator/(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __h2div(a, b); }
__CUDAC_HF __CUDAC_X2 &operator+=(__CUDAC_X2 &a, const __CUDAC_X2 &b) { a = __hadd2(a, b); return a; }
__CUDAC_HF __CUDAC_X2 &operator-=(__CUDAC_X2 &a, const __CUDAC_X2 &b) { a = __hsub2(a, b); return a; }
__CUDAC_HF __CUDAC_X2 &operator*=(__CUDAC_X2 &a, const __CUDAC_X2 &b) { a = __hmul2(a, b); return a; }
__CUDAC_HF __CUDAC_X2 &operator/=(__CUDAC_X2 &a, const __CUDAC_X2 &b) { a = __h2div(a, b); return a; }
__CUDAC_HF __CUDAC_X2 operator+(const __CUDAC_X2 &a) { return a; }
__CUDAC_HF __CUDAC_X2 operator-(const __CUDAC_X2 &a) { return __hneg2(a); }
__CUDAC_HF bool operator==(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hbeq2(a, b); }
__CUDAC_HF bool operator!=(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hbneu2(a, b); }
__CUDAC_HF bool operator<(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hblt2(a, b); }
__CUDAC_HF bool operator<=(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hble2(a, b); }
__CUDAC_HF bool operator>(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hbgt2(a, b); }
__CUDAC_HF bool operator>=(const __CUDAC_X2 &a, const __CUDAC_X2 &b) { return __hbge2(a, b); }

/* Warp shuffles of the bits. */
#define __CUDAC_H_SHFL(name, Arg)                                                                    \
  __CUDAC_HF __CUDAC_X name(unsigned mask, __CUDAC_X v, Arg a, int width = 32) {                           \
    return __CUDAC_BX((unsigned short)name(mask, (unsigned)__CUDAC_XB(v), a, width));         \
  }                                                                                                  \
  __CUDAC_HF __CUDAC_X2 name(unsigned mask, __CUDAC_X2 v, Arg a, int width = 32) {                         \
    return __CUDAC_BX2(name(mask, __CUDAC_X2B(v), a, width));                                  \
  }
__CUDAC_H_SHFL(__shfl_sync, int)
__CUDAC_H_SHFL(__shfl_up_sync, unsigned)
__CUDAC_H_SHFL(__shfl_down_sync, unsigned)
__CUDAC_H_SHFL(__shfl_xor_sync, int)
#undef __CUDAC_H_SHFL

/* Cached and cache-hinted global loads and stores of the bits (nvcc's
 * headers overload __ldg, __ldcg, … for both types: ld.global.nc/.cg/…
 * of 16 or 32 bits). Non-templates, so they beat the generic templates of
 * cuda_device_functions.h, which take only arithmetic and vector types. */
#define __CUDAC_H_LD(name)                                                                           \
  __CUDAC_HF __CUDAC_X name(const __CUDAC_X *p) { return __CUDAC_BX(name((const unsigned short *)p)); } \
  __CUDAC_HF __CUDAC_X2 name(const __CUDAC_X2 *p) { return __CUDAC_BX2(name((const unsigned *)p)); }
#define __CUDAC_H_ST(name)                                                                           \
  __CUDAC_HF void name(__CUDAC_X *p, __CUDAC_X v) { name((unsigned short *)p, __CUDAC_XB(v)); }      \
  __CUDAC_HF void name(__CUDAC_X2 *p, __CUDAC_X2 v) { name((unsigned *)p, __CUDAC_X2B(v)); }
__CUDAC_H_LD(__ldg)
__CUDAC_H_LD(__ldca)
__CUDAC_H_LD(__ldcg)
__CUDAC_H_LD(__ldcs)
__CUDAC_H_LD(__ldlu)
__CUDAC_H_LD(__ldcv)
__CUDAC_H_ST(__stwb)
__CUDAC_H_ST(__stcg)
__CUDAC_H_ST(__stcs)
__CUDAC_H_ST(__stwt)
#undef __CUDAC_H_LD
#undef __CUDAC_H_ST
