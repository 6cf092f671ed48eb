/* The ordered, scoped atomics of CUDA 12.8 (`__nv_atomic_fetch_add`,
 * `__nv_atomic_load_n`, …: nvcc's builtins, declared in the toolkit's
 * crt/device_functions.h), as inline PTX in the forms nvcc 13 writes:
 * `ld.relaxed.sys.b32`, `atom.add.acq_rel.gpu.s32`, `fence.sc.gpu`.
 *
 * The memory orders map as the PTX memory model (and libcu++) map them:
 * consume is acquire; a sequentially consistent operation is `fence.sc`
 * at its scope followed by the acquire form (a load, a read-modify-write)
 * or the relaxed form (a store). Scopes: thread and block are `.cta`,
 * device `.gpu`, system `.sys`, cluster `.cluster` (sm_90; below it a
 * cluster is one block, and `.gpu` is the nearest scope PTX has there that
 * is at least as strong). The order and scope are ordinary `int`
 * arguments: constants after inlining, so one form remains.
 *
 * Read-modify-write operations take the integer and floating types PTX
 * has atomics for; loads, stores, exchanges and compare-exchanges take any
 * type of 4 or 8 bytes, moved as bits. The orders need sm_70. */
#ifndef __CUDAC_NV_ATOMIC_H__
#define __CUDAC_NV_ATOMIC_H__

enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};

enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700

#if __CUDA_ARCH__ >= 900
#define __CUDAC_NVA_CLUSTER "cluster"
#else
#define __CUDAC_NVA_CLUSTER "gpu"
#endif

/* `STMT(sem, scope, ...)` for the scope `__s`. */
#define __CUDAC_NVA_SCOPED(STMT, sem, ...)                                                          \
  switch (__s) {                                                                                     \
  case __NV_THREAD_SCOPE_THREAD:                                                                     \
  case __NV_THREAD_SCOPE_BLOCK: STMT(sem, "cta", __VA_ARGS__); break;                                \
  case __NV_THREAD_SCOPE_CLUSTER: STMT(sem, __CUDAC_NVA_CLUSTER, __VA_ARGS__); break;                \
  case __NV_THREAD_SCOPE_DEVICE: STMT(sem, "gpu", __VA_ARGS__); break;                               \
  default: STMT(sem, "sys", __VA_ARGS__); break;                                                     \
  }
/* `STMT(sem, scope, ...)` for the order `__o` of a read-modify-write (or
 * load: `rd`) and the scope `__s`, `fence.sc` first for seq_cst. */
#define __CUDAC_NVA_ORDERED(STMT, ...)                                                               \
  if (__o == __NV_ATOMIC_SEQ_CST)                                                                    \
    __cudac_nva_fence_sc(__s);                                                                       \
  switch (__o) {                                                                                     \
  case __NV_ATOMIC_RELAXED: __CUDAC_NVA_SCOPED(STMT, "relaxed", __VA_ARGS__) break;                  \
  case __NV_ATOMIC_RELEASE: __CUDAC_NVA_SCOPED(STMT, "release", __VA_ARGS__) break;                  \
  case __NV_ATOMIC_ACQ_REL: __CUDAC_NVA_SCOPED(STMT, "acq_rel", __VA_ARGS__) break;                  \
  default: __CUDAC_NVA_SCOPED(STMT, "acquire", __VA_ARGS__) break;                                   \
  }

#define __CUDAC_NVA_FENCE(sem, scope, kind) asm volatile("fence." kind "." scope ";" ::: "memory")
__CUDAC_DF void __cudac_nva_fence_sc(int __s) { __CUDAC_NVA_SCOPED(__CUDAC_NVA_FENCE, , "sc") }

/* Every ordering fence is `fence.sc`, as nvcc 13 writes even an acquire
 * fence (stronger than `fence.acq_rel`, never weaker); a relaxed one is
 * nothing. */
__CUDAC_DF void __nv_atomic_thread_fence(int __o, int __s = __NV_THREAD_SCOPE_SYSTEM) {
  if (__o != __NV_ATOMIC_RELAXED)
    __cudac_nva_fence_sc(__s);
}
#undef __CUDAC_NVA_FENCE

/* Loads (relaxed, or acquire) and stores (relaxed, or release) of 4 and 8
 * bytes of bits. */
#define __CUDAC_NVA_LD(sem, scope, ptx, c)                                                           \
  asm volatile("ld." sem "." scope "." ptx " %0, [%1];" : c(__r) : "l"(__p) : "memory")
#define __CUDAC_NVA_ST(sem, scope, ptx, c)                                                           \
  asm volatile("st." sem "." scope "." ptx " [%0], %1;" ::"l"(__p), c(__v) : "memory")
#define __CUDAC_NVA_LDST(bits, U, out, in)                                                           \
  __CUDAC_DF U __cudac_nva_ld##bits(const volatile void *__p, int __o, int __s) {                    \
    U __r;                                                                                           \
    if (__o == __NV_ATOMIC_SEQ_CST)                                                                  \
      __cudac_nva_fence_sc(__s);                                                                     \
    if (__o == __NV_ATOMIC_RELAXED || __o == __NV_ATOMIC_RELEASE) {                                  \
      __CUDAC_NVA_SCOPED(__CUDAC_NVA_LD, "relaxed", "b" #bits, out)                                  \
    } else {                                                                                         \
      __CUDAC_NVA_SCOPED(__CUDAC_NVA_LD, "acquire", "b" #bits, out)                                  \
    }                                                                                                \
    return __r;                                                                                      \
  }                                                                                                  \
  __CUDAC_DF void __cudac_nva_st##bits(volatile void *__p, U __v, int __o, int __s) {                \
    if (__o == __NV_ATOMIC_SEQ_CST)                                                                  \
      __cudac_nva_fence_sc(__s);                                                                     \
    if (__o == __NV_ATOMIC_RELEASE || __o == __NV_ATOMIC_ACQ_REL) {                                  \
      __CUDAC_NVA_SCOPED(__CUDAC_NVA_ST, "release", "b" #bits, in)                                   \
    } else {                                                                                         \
      __CUDAC_NVA_SCOPED(__CUDAC_NVA_ST, "relaxed", "b" #bits, in)                                   \
    }                                                                                                \
  }
__CUDAC_NVA_LDST(32, unsigned, "=r", "r")
__CUDAC_NVA_LDST(64, unsigned long long, "=l", "l")
#undef __CUDAC_NVA_LDST
#undef __CUDAC_NVA_LD
#undef __CUDAC_NVA_ST

/* Read-modify-write, the old value returned (`fetch_`) or not. */
#define __CUDAC_NVA_ATOM(sem, scope, op, ptx, out, in)                                               \
  asm volatile("atom." op "." sem "." scope "." ptx " %0,[%1],%2;"                                  \
               : out(__r) : "l"(__p), in(__v) : "memory")
#define __CUDAC_NVA_RMW(name, op, T, ptx, out, in)                                                   \
  __CUDAC_DF T __nv_atomic_fetch_##name(T *__p, T __v, int __o,                                      \
                                         int __s = __NV_THREAD_SCOPE_SYSTEM) {                       \
    T __r;                                                                                           \
    __CUDAC_NVA_ORDERED(__CUDAC_NVA_ATOM, op, ptx, out, in)                                          \
    return __r;                                                                                      \
  }                                                                                                  \
  __CUDAC_DF void __nv_atomic_##name(T *__p, T __v, int __o, int __s = __NV_THREAD_SCOPE_SYSTEM) {   \
    (void)__nv_atomic_fetch_##name(__p, __v, __o, __s);                                             \
  }
#define __CUDAC_NVA_INT(T, s, b, out, in)                                                            \
  __CUDAC_NVA_RMW(add, "add", T, s, out, in)                                                         \
  __CUDAC_NVA_RMW(min, "min", T, s, out, in)                                                         \
  __CUDAC_NVA_RMW(max, "max", T, s, out, in)                                                         \
  __CUDAC_NVA_RMW(and, "and", T, b, out, in)                                                         \
  __CUDAC_NVA_RMW(or, "or", T, b, out, in)                                                           \
  __CUDAC_NVA_RMW(xor, "xor", T, b, out, in)
__CUDAC_NVA_INT(int, "s32", "b32", "=r", "r")
__CUDAC_NVA_INT(unsigned, "u32", "b32", "=r", "r")
__CUDAC_NVA_INT(long long, "s64", "b64", "=l", "l")
__CUDAC_NVA_INT(unsigned long long, "u64", "b64", "=l", "l")
__CUDAC_NVA_INT(long, "s64", "b64", "=l", "l")
__CUDAC_NVA_INT(unsigned long, "u64", "b64", "=l", "l")
__CUDAC_NVA_RMW(add, "add", float, "f32", "=f", "f")
__CUDAC_NVA_RMW(add, "add", double, "f64", "=d", "d")
#undef __CUDAC_NVA_INT
/* Subtraction is the addition of the negated operand, as nvcc writes it
 * (PTX has no `atom.sub`). */
#define __CUDAC_NVA_SUB(T)                                                                           \
  __CUDAC_DF T __nv_atomic_fetch_sub(T *__p, T __v, int __o, int __s = __NV_THREAD_SCOPE_SYSTEM) {   \
    return __nv_atomic_fetch_add(__p, (T)(0 - __v), __o, __s);                                       \
  }                                                                                                  \
  __CUDAC_DF void __nv_atomic_sub(T *__p, T __v, int __o, int __s = __NV_THREAD_SCOPE_SYSTEM) {      \
    (void)__nv_atomic_fetch_add(__p, (T)(0 - __v), __o, __s);                                        \
  }
__CUDAC_NVA_SUB(int)
__CUDAC_NVA_SUB(unsigned)
__CUDAC_NVA_SUB(long long)
__CUDAC_NVA_SUB(unsigned long long)
__CUDAC_NVA_SUB(long)
__CUDAC_NVA_SUB(unsigned long)
#undef __CUDAC_NVA_SUB
#undef __CUDAC_NVA_RMW

/* Exchange and compare-exchange of 4 or 8 bytes of bits. */
#define __CUDAC_NVA_XCH(sem, scope, ptx, out, in)                                                    \
  asm volatile("atom.exch." sem "." scope "." ptx " %0,[%1],%2;"                                    \
               : out(__r) : "l"(__p), in(__v) : "memory")
#define __CUDAC_NVA_CAS(sem, scope, ptx, out, in)                                                    \
  asm volatile("atom.cas." sem "." scope "." ptx " %0,[%1],%2,%3;"                                  \
               : out(__r) : "l"(__p), in(__e), in(__v) : "memory")
#define __CUDAC_NVA_BITS(bits, U, out, in)                                                           \
  __CUDAC_DF U __cudac_nva_xch##bits(volatile void *__p, U __v, int __o, int __s) {                  \
    U __r;                                                                                           \
    __CUDAC_NVA_ORDERED(__CUDAC_NVA_XCH, "b" #bits, out, in)                                         \
    return __r;                                                                                      \
  }                                                                                                  \
  __CUDAC_DF U __cudac_nva_cas##bits(volatile void *__p, U __e, U __v, int __o, int __s) {           \
    U __r;                                                                                           \
    __CUDAC_NVA_ORDERED(__CUDAC_NVA_CAS, "b" #bits, out, in)                                         \
    return __r;                                                                                      \
  }
__CUDAC_NVA_BITS(32, unsigned, "=r", "r")
__CUDAC_NVA_BITS(64, unsigned long long, "=l", "l")
#undef __CUDAC_NVA_BITS
#undef __CUDAC_NVA_XCH
#undef __CUDAC_NVA_CAS

/* The generic forms over any type of 4 or 8 bytes. */
template <int N> struct __cudac_nva_uint {};
template <> struct __cudac_nva_uint<4> { typedef unsigned type; };
template <> struct __cudac_nva_uint<8> { typedef unsigned long long type; };
template <typename T> struct __cudac_nva_bits {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8,
                "__nv_atomic_* takes a type of 4 or 8 bytes");
  typedef typename __cudac_nva_uint<sizeof(T)>::type type;
};
/* The `_n` forms of load, store, exchange and compare-exchange take
 * integral types only, as nvcc's (the generic forms take any type). */
template <typename T> struct __cudac_nva_integral { enum { value = 0 }; };
#define __CUDAC_NVA_INTEGRAL(T)                                                                      \
  template <> struct __cudac_nva_integral<T> { enum { value = 1 }; };
__CUDAC_NVA_INTEGRAL(bool)
__CUDAC_NVA_INTEGRAL(char)
__CUDAC_NVA_INTEGRAL(signed char)
__CUDAC_NVA_INTEGRAL(unsigned char)
__CUDAC_NVA_INTEGRAL(wchar_t)
__CUDAC_NVA_INTEGRAL(char16_t)
__CUDAC_NVA_INTEGRAL(char32_t)
__CUDAC_NVA_INTEGRAL(short)
__CUDAC_NVA_INTEGRAL(unsigned short)
__CUDAC_NVA_INTEGRAL(int)
__CUDAC_NVA_INTEGRAL(unsigned)
__CUDAC_NVA_INTEGRAL(long)
__CUDAC_NVA_INTEGRAL(unsigned long)
__CUDAC_NVA_INTEGRAL(long long)
__CUDAC_NVA_INTEGRAL(unsigned long long)
#undef __CUDAC_NVA_INTEGRAL
#define __CUDAC_NVA_N_INTEGRAL(T)                                                                    \
  static_assert(__cudac_nva_integral<T>::value,                                                      \
                "non-generic nv atomic load, store, cas and exchange are valid only on integral types")
template <typename To, typename From> __CUDAC_DF To __cudac_nva_cast(const From &__f) {
  To __t;
  __builtin_memcpy(&__t, &__f, sizeof(To));
  return __t;
}
template <typename T> __CUDAC_DF T __cudac_nva_load(const T *__p, int __o, int __s) {
  typedef typename __cudac_nva_bits<T>::type U;
  if (sizeof(T) == 4)
    return __cudac_nva_cast<T>((U)__cudac_nva_ld32(__p, __o, __s));
  return __cudac_nva_cast<T>((U)__cudac_nva_ld64(__p, __o, __s));
}
template <typename T> __CUDAC_DF T __nv_atomic_load_n(const T *__p, int __o,
                                                      int __s = __NV_THREAD_SCOPE_SYSTEM) {
  __CUDAC_NVA_N_INTEGRAL(T);
  return __cudac_nva_load(__p, __o, __s);
}
template <typename T> __CUDAC_DF void __nv_atomic_load(const T *__p, T *__ret, int __o,
                                                       int __s = __NV_THREAD_SCOPE_SYSTEM) {
  *__ret = __cudac_nva_load(__p, __o, __s);
}
template <typename T> __CUDAC_DF void __cudac_nva_store(T *__p, T __v, int __o, int __s) {
  typedef typename __cudac_nva_bits<T>::type U;
  if (sizeof(T) == 4)
    __cudac_nva_st32(__p, (unsigned)__cudac_nva_cast<U>(__v), __o, __s);
  else
    __cudac_nva_st64(__p, (unsigned long long)__cudac_nva_cast<U>(__v), __o, __s);
}
template <typename T> __CUDAC_DF void __nv_atomic_store_n(T *__p, T __v, int __o,
                                                          int __s = __NV_THREAD_SCOPE_SYSTEM) {
  __CUDAC_NVA_N_INTEGRAL(T);
  __cudac_nva_store(__p, __v, __o, __s);
}
template <typename T> __CUDAC_DF void __nv_atomic_store(T *__p, T *__v, int __o,
                                                        int __s = __NV_THREAD_SCOPE_SYSTEM) {
  __cudac_nva_store(__p, *__v, __o, __s);
}
template <typename T> __CUDAC_DF T __cudac_nva_exchange(T *__p, T __v, int __o, int __s) {
  typedef typename __cudac_nva_bits<T>::type U;
  if (sizeof(T) == 4)
    return __cudac_nva_cast<T>((U)__cudac_nva_xch32(__p, (unsigned)__cudac_nva_cast<U>(__v), __o, __s));
  return __cudac_nva_cast<T>(
      (U)__cudac_nva_xch64(__p, (unsigned long long)__cudac_nva_cast<U>(__v), __o, __s));
}
template <typename T> __CUDAC_DF T __nv_atomic_exchange_n(T *__p, T __v, int __o,
                                                          int __s = __NV_THREAD_SCOPE_SYSTEM) {
  __CUDAC_NVA_N_INTEGRAL(T);
  return __cudac_nva_exchange(__p, __v, __o, __s);
}
template <typename T> __CUDAC_DF void __nv_atomic_exchange(T *__p, T *__v, T *__ret, int __o,
                                                           int __s = __NV_THREAD_SCOPE_SYSTEM) {
  *__ret = __cudac_nva_exchange(__p, *__v, __o, __s);
}
/* A strong compare-exchange (`weak` may fail spuriously; `atom.cas`
 * never does); the failure order is implied by the success order's
 * acquire part, as in PTX. On failure `*expected` receives the value
 * found. */
template <typename T>
__CUDAC_DF bool __cudac_nva_cas(T *__p, T *__e, T __v, bool __weak, int __o, int __fail, int __s) {
  typedef typename __cudac_nva_bits<T>::type U;
  (void)__weak;
  (void)__fail;
  U __want = __cudac_nva_cast<U>(*__e);
  U __old;
  if (sizeof(T) == 4)
    __old = (U)__cudac_nva_cas32(__p, (unsigned)__want, (unsigned)__cudac_nva_cast<U>(__v), __o, __s);
  else
    __old = (U)__cudac_nva_cas64(__p, (unsigned long long)__want,
                                 (unsigned long long)__cudac_nva_cast<U>(__v), __o, __s);
  if (__old == __want)
    return true;
  *__e = __cudac_nva_cast<T>(__old);
  return false;
}
template <typename T>
__CUDAC_DF bool __nv_atomic_compare_exchange_n(T *__p, T *__e, T __v, bool __weak, int __o,
                                               int __fail, int __s = __NV_THREAD_SCOPE_SYSTEM) {
  __CUDAC_NVA_N_INTEGRAL(T);
  return __cudac_nva_cas(__p, __e, __v, __weak, __o, __fail, __s);
}
template <typename T>
__CUDAC_DF bool __nv_atomic_compare_exchange(T *__p, T *__e, T *__v, bool __weak, int __o,
                                             int __fail, int __s = __NV_THREAD_SCOPE_SYSTEM) {
  return __cudac_nva_cas(__p, __e, *__v, __weak, __o, __fail, __s);
}
#undef __CUDAC_NVA_N_INTEGRAL

#undef __CUDAC_NVA_ORDERED
#undef __CUDAC_NVA_SCOPED
#undef __CUDAC_NVA_CLUSTER
#endif /* __CUDA_ARCH__ >= 700 */
#endif /* __CUDAC_NV_ATOMIC_H__ */
