/* The SIMD video intrinsics (`__vadd2`, `__vmaxs4`, `__vsadu2`, …: nvcc's
 * builtins, declared in the toolkit's crt/device_functions.h): two 16-bit
 * or four 8-bit lanes of an `unsigned`, lane by lane in plain C++, so
 * LLVM's optimiser sees and combines them (nvcc writes the same
 * operations as SWAR sequences of 32-bit instructions; PTX's video
 * instructions are emulated on every current SM anyway).
 *
 * Semantics, per the CUDA Math API: lanes are signed (`s`) or unsigned
 * (`u`); plain arithmetic wraps, `ss`/`us` saturate to the lane's range;
 * `__vcmp*` set a true lane to all ones, `__vset*` to 1; `__vsad*` sum the
 * lanes' absolute differences; `__vavgu*` round halves up, `__vavgs*`
 * round them away from zero (what nvcc's code computes), `__vhaddu*`
 * truncates. */
#ifndef __CUDAC_SIMD_H__
#define __CUDAC_SIMD_H__

/* Lane `i` of `w` (2 lanes of 16 bits or 4 of 8) as a signed or unsigned
 * value. */
__CUDAC_DF int __cudac_lane_s(unsigned __w, int __i, int __bits) {
  int __v = (int)((__w >> (__i * __bits)) & ((1u << __bits) - 1u));
  return __v >= (1 << (__bits - 1)) ? __v - (1 << __bits) : __v;
}
__CUDAC_DF int __cudac_lane_u(unsigned __w, int __i, int __bits) {
  return (int)((__w >> (__i * __bits)) & ((1u << __bits) - 1u));
}
__CUDAC_DF int __cudac_clamp(int __v, int __lo, int __hi) {
  return __v < __lo ? __lo : __v > __hi ? __hi : __v;
}

/* `name(a, b)`: `expr` of the lanes `__x` and `__y` (signed when `S` is `s`)
 * per lane; `lo`/`hi` of a lane's signed and unsigned range are in scope. */
#define __CUDAC_SIMD2(name, S, n, expr)                                                              \
  __CUDAC_DF unsigned name(unsigned __a, unsigned __b) {                                             \
    const int __bits = 32 / n, __smin = -(1 << (__bits - 1)), __smax = (1 << (__bits - 1)) - 1,      \
              __umax = (1 << __bits) - 1;                                                            \
    (void)__smin, (void)__smax, (void)__umax;                                                        \
    unsigned __r = 0;                                                                                \
    for (int __i = 0; __i < n; __i++) {                                                              \
      int __x = __cudac_lane_##S(__a, __i, __bits), __y = __cudac_lane_##S(__b, __i, __bits);            \
      __r |= ((unsigned)(expr) & (unsigned)__umax) << (__i * __bits);                                \
    }                                                                                                \
    return __r;                                                                                      \
  }
#define __CUDAC_SIMD1(name, S, n, expr)                                                              \
  __CUDAC_SIMD2(__cudac_##name, S, n, expr)                                                          \
  __CUDAC_DF unsigned name(unsigned __a) { return __cudac_##name(__a, 0u); }
/* Both widths. */
#define __CUDAC_SIMD(name, S, expr) __CUDAC_SIMD2(name##2, S, 2, expr) __CUDAC_SIMD2(name##4, S, 4, expr)
#define __CUDAC_SIMDU(name, S, expr) __CUDAC_SIMD1(name##2, S, 2, expr) __CUDAC_SIMD1(name##4, S, 4, expr)

__CUDAC_SIMD(__vadd, u, __x + __y)
__CUDAC_SIMD(__vsub, u, __x - __y)
__CUDAC_SIMD(__vaddss, s, __cudac_clamp(__x + __y, __smin, __smax))
__CUDAC_SIMD(__vaddus, u, __cudac_clamp(__x + __y, 0, __umax))
__CUDAC_SIMD(__vsubss, s, __cudac_clamp(__x - __y, __smin, __smax))
__CUDAC_SIMD(__vsubus, u, __cudac_clamp(__x - __y, 0, __umax))
__CUDAC_SIMD(__vabsdiffs, s, __x > __y ? __x - __y : __y - __x)
__CUDAC_SIMD(__vabsdiffu, u, __x > __y ? __x - __y : __y - __x)
__CUDAC_SIMD(__vavgu, u, (__x + __y + 1) >> 1)
__CUDAC_SIMD(__vavgs, s, __x + __y >= 0 ? (__x + __y + 1) >> 1 : -((-(__x + __y) + 1) >> 1))
__CUDAC_SIMD(__vhaddu, u, (__x + __y) >> 1)
__CUDAC_SIMD(__vmaxs, s, __x > __y ? __x : __y)
__CUDAC_SIMD(__vmaxu, u, __x > __y ? __x : __y)
__CUDAC_SIMD(__vmins, s, __x < __y ? __x : __y)
__CUDAC_SIMD(__vminu, u, __x < __y ? __x : __y)
__CUDAC_SIMD(__vcmpeq, u, __x == __y ? -1 : 0)
__CUDAC_SIMD(__vcmpne, u, __x != __y ? -1 : 0)
__CUDAC_SIMD(__vcmpges, s, __x >= __y ? -1 : 0)
__CUDAC_SIMD(__vcmpgeu, u, __x >= __y ? -1 : 0)
__CUDAC_SIMD(__vcmpgts, s, __x > __y ? -1 : 0)
__CUDAC_SIMD(__vcmpgtu, u, __x > __y ? -1 : 0)
__CUDAC_SIMD(__vcmples, s, __x <= __y ? -1 : 0)
__CUDAC_SIMD(__vcmpleu, u, __x <= __y ? -1 : 0)
__CUDAC_SIMD(__vcmplts, s, __x < __y ? -1 : 0)
__CUDAC_SIMD(__vcmpltu, u, __x < __y ? -1 : 0)
__CUDAC_SIMD(__vseteq, u, __x == __y)
__CUDAC_SIMD(__vsetne, u, __x != __y)
__CUDAC_SIMD(__vsetges, s, __x >= __y)
__CUDAC_SIMD(__vsetgeu, u, __x >= __y)
__CUDAC_SIMD(__vsetgts, s, __x > __y)
__CUDAC_SIMD(__vsetgtu, u, __x > __y)
__CUDAC_SIMD(__vsetles, s, __x <= __y)
__CUDAC_SIMD(__vsetleu, u, __x <= __y)
__CUDAC_SIMD(__vsetlts, s, __x < __y)
__CUDAC_SIMD(__vsetltu, u, __x < __y)
__CUDAC_SIMDU(__vabs, s, __x < 0 ? -__x : __x)
__CUDAC_SIMDU(__vabsss, s, __cudac_clamp(__x < 0 ? -__x : __x, __smin, __smax))
__CUDAC_SIMDU(__vneg, s, -__x)
__CUDAC_SIMDU(__vnegss, s, __cudac_clamp(-__x, __smin, __smax))

/* Sums of absolute differences (an `unsigned`, not lanes). */
#define __CUDAC_SAD(name, S, n)                                                                      \
  __CUDAC_DF unsigned name(unsigned __a, unsigned __b) {                                             \
    unsigned __r = 0;                                                                                \
    for (int __i = 0; __i < n; __i++) {                                                              \
      int __x = __cudac_lane_##S(__a, __i, 32 / n), __y = __cudac_lane_##S(__b, __i, 32 / n);            \
      __r += (unsigned)(__x > __y ? __x - __y : __y - __x);                                                      \
    }                                                                                                \
    return __r;                                                                                      \
  }
__CUDAC_SAD(__vsads2, s, 2)
__CUDAC_SAD(__vsads4, s, 4)
__CUDAC_SAD(__vsadu2, u, 2)
__CUDAC_SAD(__vsadu4, u, 4)

/* The DPX functions of CUDA 12 (`__vimax3_s32`, `__viaddmin_u16x2`,
 * `__vibmax_s16x2`, …; host and device, as nvcc declares them): three-way
 * minimum and maximum, add then minimum or maximum (the addition wraps in
 * the lane), `_relu` clamping a signed result at 0, and `__vib*` setting
 * a predicate where `a` is the one chosen (`a >= b` for max, `a <= b` for
 * min), as the toolkit's own definitions do. Hopper has instructions for
 * them; elsewhere nvcc computes the same lane by lane. */
#define __CUDAC_DPX_HD static __host__ __device__ __forceinline__
__CUDAC_DPX_HD int __cudac_max(int __a, int __b) { return __a > __b ? __a : __b; }
__CUDAC_DPX_HD int __cudac_min(int __a, int __b) { return __a < __b ? __a : __b; }
__CUDAC_DPX_HD int __cudac_relu(int __a) { return __a > 0 ? __a : 0; }
__CUDAC_DPX_HD int __cudac_lane16(unsigned __w, int __i, bool __s) {
  int __v = (int)((__w >> (16 * __i)) & 0xffffu);
  return __s && __v >= 0x8000 ? __v - 0x10000 : __v;
}
/* The 16-bit forms of `name`: `expr` per lane of the lanes `__x`, `__y`,
 * `__z` and the lanes' wrapping sum `__xy` (signed lanes when `__s`),
 * ReLU after it when `__relu`. */
#define __CUDAC_DPX16(name, expr)                                                                    \
  __CUDAC_DPX_HD unsigned __cudac_##name##16(unsigned __a, unsigned __b, unsigned __c, bool __s,     \
                                             bool __relu) {                                          \
    unsigned __r = 0;                                                                                \
    for (int __i = 0; __i < 2; __i++) {                                                              \
      int __x = __cudac_lane16(__a, __i, __s), __y = __cudac_lane16(__b, __i, __s),                  \
          __z = __cudac_lane16(__c, __i, __s);                                                       \
      int __xy = __cudac_lane16((__a >> (16 * __i)) + (__b >> (16 * __i)), 0, __s);                  \
      (void)__x, (void)__y, (void)__xy;                                                              \
      int __v = expr;                                                                                \
      __r |= ((unsigned)(__relu ? __cudac_relu(__v) : __v) & 0xffffu) << (16 * __i);                 \
    }                                                                                                \
    return __r;                                                                                      \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned name##_s16x2(const unsigned __a, const unsigned __b, const unsigned __c) { \
    return __cudac_##name##16(__a, __b, __c, true, false);                                           \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned name##_u16x2(const unsigned __a, const unsigned __b, const unsigned __c) { \
    return __cudac_##name##16(__a, __b, __c, false, false);                                          \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned name##_s16x2_relu(const unsigned __a, const unsigned __b,                  \
                                             const unsigned __c) {                                   \
    return __cudac_##name##16(__a, __b, __c, true, true);                                            \
  }
/* The 32-bit forms: `expr` of `__x`, `__y`, `__z` and their wrapping sum
 * `__xy`, in `int` and in `unsigned`, and the `int` one with ReLU. */
#define __CUDAC_DPX32(name, expr)                                                                    \
  __CUDAC_DPX_HD int name##_s32(const int __x, const int __y, const int __z) {                       \
    const int __xy = (int)((unsigned)__x + (unsigned)__y);                                           \
    (void)__xy;                                                                                      \
    return expr;                                                                                     \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned name##_u32(const unsigned __x, const unsigned __y, const unsigned __z) {   \
    const unsigned __xy = __x + __y;                                                                 \
    (void)__xy;                                                                                      \
    return expr;                                                                                     \
  }                                                                                                  \
  __CUDAC_DPX_HD int name##_s32_relu(const int __x, const int __y, const int __z) {                  \
    return __cudac_relu(name##_s32(__x, __y, __z));                                                  \
  }
/* `max`/`min` of the operands' own type. */
#define __CUDAC_MX(a, b) ((a) > (b) ? (a) : (b))
#define __CUDAC_MN(a, b) ((a) < (b) ? (a) : (b))
#define __CUDAC_DPX(name, expr) __CUDAC_DPX16(name, expr) __CUDAC_DPX32(name, expr)
__CUDAC_DPX(__vimax3, __CUDAC_MX(__CUDAC_MX(__x, __y), __z))
__CUDAC_DPX(__vimin3, __CUDAC_MN(__CUDAC_MN(__x, __y), __z))
/* Add then max/min: the sum wraps in its lane before the comparison. */
__CUDAC_DPX(__viaddmax, __CUDAC_MX(__xy, __z))
__CUDAC_DPX(__viaddmin, __CUDAC_MN(__xy, __z))
#undef __CUDAC_DPX
#undef __CUDAC_DPX16
#undef __CUDAC_DPX32
/* Two-operand max/min with ReLU. */
__CUDAC_DPX_HD int __vimax_s32_relu(const int __a, const int __b) { return __cudac_relu(__CUDAC_MX(__a, __b)); }
__CUDAC_DPX_HD int __vimin_s32_relu(const int __a, const int __b) { return __cudac_relu(__CUDAC_MN(__a, __b)); }
__CUDAC_DPX_HD unsigned __vimax_s16x2_relu(const unsigned __a, const unsigned __b) {
  return __vimax3_s16x2_relu(__a, __b, __b);
}
__CUDAC_DPX_HD unsigned __vimin_s16x2_relu(const unsigned __a, const unsigned __b) {
  return __vimin3_s16x2_relu(__a, __b, __b);
}
/* Max/min with the predicate "a was chosen". */
#define __CUDAC_DPXB(name, MX, CMP)                                                                  \
  __CUDAC_DPX_HD int name##_s32(const int __a, const int __b, bool *const __p) {                     \
    *__p = __a CMP __b;                                                                              \
    return MX(__a, __b);                                                                             \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned name##_u32(const unsigned __a, const unsigned __b, bool *const __p) {      \
    *__p = __a CMP __b;                                                                              \
    return MX(__a, __b);                                                                             \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned __cudac_##name##16(unsigned __a, unsigned __b, bool *__hi, bool *__lo,     \
                                             bool __s) {                                             \
    int __ah = __cudac_lane16(__a, 1, __s), __bh = __cudac_lane16(__b, 1, __s);                      \
    int __al = __cudac_lane16(__a, 0, __s), __bl = __cudac_lane16(__b, 0, __s);                      \
    *__hi = __ah CMP __bh;                                                                           \
    *__lo = __al CMP __bl;                                                                           \
    return ((unsigned)MX(__al, __bl) & 0xffffu) | (((unsigned)MX(__ah, __bh) & 0xffffu) << 16);     \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned name##_s16x2(const unsigned __a, const unsigned __b, bool *const __hi,     \
                                        bool *const __lo) {                                          \
    return __cudac_##name##16(__a, __b, __hi, __lo, true);                                           \
  }                                                                                                  \
  __CUDAC_DPX_HD unsigned name##_u16x2(const unsigned __a, const unsigned __b, bool *const __hi,     \
                                        bool *const __lo) {                                          \
    return __cudac_##name##16(__a, __b, __hi, __lo, false);                                          \
  }
__CUDAC_DPXB(__vibmax, __CUDAC_MX, >=)
__CUDAC_DPXB(__vibmin, __CUDAC_MN, <=)
#undef __CUDAC_DPXB
#undef __CUDAC_MX
#undef __CUDAC_MN
#undef __CUDAC_DPX_HD

#undef __CUDAC_SAD
#undef __CUDAC_SIMDU
#undef __CUDAC_SIMD
#undef __CUDAC_SIMD1
#undef __CUDAC_SIMD2
#endif /* __CUDAC_SIMD_H__ */
