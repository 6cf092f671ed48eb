/* cudac's device function library: the CUDA API device code calls
 * (atomics, warp shuffles and votes, bit manipulation, type punning),
 * written over the compiler's __nvvm_* builtins (compiler/src/nvvm/
 * builtins.rs). Included by the implicit prelude, as nvcc's
 * cuda_runtime.h brings in its device_functions.h and friends. */
#ifndef __CUDAC_DEVICE_FUNCTIONS_H__
#define __CUDAC_DEVICE_FUNCTIONS_H__

#define __CUDAC_DF static __device__ __forceinline__

/* Atomics: relaxed read-modify-write, the old value returned. */
__CUDAC_DF int atomicAdd(int *p, int v) { return __nvvm_atom_add_i32(p, v); }
__CUDAC_DF unsigned atomicAdd(unsigned *p, unsigned v) { return __nvvm_atom_add_u32(p, v); }
__CUDAC_DF unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) { return __nvvm_atom_add_u64(p, v); }
__CUDAC_DF float atomicAdd(float *p, float v) { return __nvvm_atom_add_f32(p, v); }
__CUDAC_DF double atomicAdd(double *p, double v) { return __nvvm_atom_add_f64(p, v); }
__CUDAC_DF int atomicSub(int *p, int v) { return __nvvm_atom_sub_i32(p, v); }
__CUDAC_DF unsigned atomicSub(unsigned *p, unsigned v) { return __nvvm_atom_sub_u32(p, v); }
__CUDAC_DF int atomicExch(int *p, int v) { return __nvvm_atom_xchg_i32(p, v); }
__CUDAC_DF unsigned atomicExch(unsigned *p, unsigned v) { return __nvvm_atom_xchg_u32(p, v); }
__CUDAC_DF unsigned long long atomicExch(unsigned long long *p, unsigned long long v) { return __nvvm_atom_xchg_u64(p, v); }
__CUDAC_DF float atomicExch(float *p, float v) { return __nvvm_atom_xchg_f32(p, v); }
__CUDAC_DF int atomicMin(int *p, int v) { return __nvvm_atom_min_i32(p, v); }
__CUDAC_DF unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_u32(p, v); }
__CUDAC_DF long long atomicMin(long long *p, long long v) { return __nvvm_atom_min_i64(p, v); }
__CUDAC_DF unsigned long long atomicMin(unsigned long long *p, unsigned long long v) { return __nvvm_atom_min_u64(p, v); }
__CUDAC_DF int atomicMax(int *p, int v) { return __nvvm_atom_max_i32(p, v); }
__CUDAC_DF unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_u32(p, v); }
__CUDAC_DF long long atomicMax(long long *p, long long v) { return __nvvm_atom_max_i64(p, v); }
__CUDAC_DF unsigned long long atomicMax(unsigned long long *p, unsigned long long v) { return __nvvm_atom_max_u64(p, v); }
__CUDAC_DF int atomicAnd(int *p, int v) { return __nvvm_atom_and_i32(p, v); }
__CUDAC_DF unsigned atomicAnd(unsigned *p, unsigned v) { return __nvvm_atom_and_u32(p, v); }
__CUDAC_DF unsigned long long atomicAnd(unsigned long long *p, unsigned long long v) { return __nvvm_atom_and_u64(p, v); }
__CUDAC_DF int atomicOr(int *p, int v) { return __nvvm_atom_or_i32(p, v); }
__CUDAC_DF unsigned atomicOr(unsigned *p, unsigned v) { return __nvvm_atom_or_u32(p, v); }
__CUDAC_DF unsigned long long atomicOr(unsigned long long *p, unsigned long long v) { return __nvvm_atom_or_u64(p, v); }
__CUDAC_DF int atomicXor(int *p, int v) { return __nvvm_atom_xor_i32(p, v); }
__CUDAC_DF unsigned atomicXor(unsigned *p, unsigned v) { return __nvvm_atom_xor_u32(p, v); }
__CUDAC_DF unsigned long long atomicXor(unsigned long long *p, unsigned long long v) { return __nvvm_atom_xor_u64(p, v); }
__CUDAC_DF unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_u32(p, v); }
__CUDAC_DF unsigned atomicDec(unsigned *p, unsigned v) { return __nvvm_atom_dec_u32(p, v); }
__CUDAC_DF int atomicCAS(int *p, int cmp, int v) { return __nvvm_atom_cas_i32(p, cmp, v); }
__CUDAC_DF unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) { return __nvvm_atom_cas_u32(p, cmp, v); }
__CUDAC_DF unsigned long long atomicCAS(unsigned long long *p, unsigned long long cmp, unsigned long long v) { return __nvvm_atom_cas_u64(p, cmp, v); }

/* Warp shuffles: the last operand packs the segment width and the lane
 * clamp as PTX's shfl.sync wants it. */
__CUDAC_DF int __shfl_sync(unsigned mask, int v, int lane, int width = 32) { return __nvvm_shfl_sync_idx_i32(mask, v, lane, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF unsigned __shfl_sync(unsigned mask, unsigned v, int lane, int width = 32) { return (unsigned)__nvvm_shfl_sync_idx_i32(mask, (int)v, lane, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF float __shfl_sync(unsigned mask, float v, int lane, int width = 32) { return __nvvm_shfl_sync_idx_f32(mask, v, lane, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF int __shfl_up_sync(unsigned mask, int v, unsigned delta, int width = 32) { return __nvvm_shfl_sync_up_i32(mask, v, (int)delta, (32 - width) << 8); }
__CUDAC_DF unsigned __shfl_up_sync(unsigned mask, unsigned v, unsigned delta, int width = 32) { return (unsigned)__nvvm_shfl_sync_up_i32(mask, (int)v, (int)delta, (32 - width) << 8); }
__CUDAC_DF float __shfl_up_sync(unsigned mask, float v, unsigned delta, int width = 32) { return __nvvm_shfl_sync_up_f32(mask, v, (int)delta, (32 - width) << 8); }
__CUDAC_DF int __shfl_down_sync(unsigned mask, int v, unsigned delta, int width = 32) { return __nvvm_shfl_sync_down_i32(mask, v, (int)delta, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF unsigned __shfl_down_sync(unsigned mask, unsigned v, unsigned delta, int width = 32) { return (unsigned)__nvvm_shfl_sync_down_i32(mask, (int)v, (int)delta, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF float __shfl_down_sync(unsigned mask, float v, unsigned delta, int width = 32) { return __nvvm_shfl_sync_down_f32(mask, v, (int)delta, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF int __shfl_xor_sync(unsigned mask, int v, int lane_mask, int width = 32) { return __nvvm_shfl_sync_bfly_i32(mask, v, lane_mask, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF unsigned __shfl_xor_sync(unsigned mask, unsigned v, int lane_mask, int width = 32) { return (unsigned)__nvvm_shfl_sync_bfly_i32(mask, (int)v, lane_mask, ((32 - width) << 8) | 0x1f); }
__CUDAC_DF float __shfl_xor_sync(unsigned mask, float v, int lane_mask, int width = 32) { return __nvvm_shfl_sync_bfly_f32(mask, v, lane_mask, ((32 - width) << 8) | 0x1f); }

/* Warp votes and synchronisation. */
__CUDAC_DF int __all_sync(unsigned mask, int pred) { return __nvvm_vote_all_sync(mask, pred != 0); }
__CUDAC_DF int __any_sync(unsigned mask, int pred) { return __nvvm_vote_any_sync(mask, pred != 0); }
__CUDAC_DF int __uni_sync(unsigned mask, int pred) { return __nvvm_vote_uni_sync(mask, pred != 0); }
__CUDAC_DF unsigned __ballot_sync(unsigned mask, int pred) { return __nvvm_vote_ballot_sync(mask, pred != 0); }
__CUDAC_DF unsigned __activemask() { return __nvvm_activemask(); }
__CUDAC_DF void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }

/* Bit manipulation. */
__CUDAC_DF int __popc(unsigned x) { return __nvvm_popc_i32(x); }
__CUDAC_DF int __popcll(unsigned long long x) { return (int)__nvvm_popc_i64(x); }
__CUDAC_DF int __clz(int x) { return __nvvm_clz_i32((unsigned)x); }
__CUDAC_DF int __clzll(long long x) { return (int)__nvvm_clz_i64((unsigned long long)x); }
__CUDAC_DF int __ffs(int x) { return x == 0 ? 0 : __nvvm_ctz_i32((unsigned)x) + 1; }
__CUDAC_DF int __ffsll(long long x) { return x == 0 ? 0 : (int)__nvvm_ctz_i64((unsigned long long)x) + 1; }
__CUDAC_DF unsigned __brev(unsigned x) { return __nvvm_brev_u32(x); }
__CUDAC_DF unsigned long long __brevll(unsigned long long x) { return __nvvm_brev_u64(x); }

/* Type punning. */
__CUDAC_DF int __float_as_int(float x) { return __nvvm_bitcast_f2i(x); }
__CUDAC_DF unsigned __float_as_uint(float x) { return (unsigned)__nvvm_bitcast_f2i(x); }
__CUDAC_DF float __int_as_float(int x) { return __nvvm_bitcast_i2f(x); }
__CUDAC_DF float __uint_as_float(unsigned x) { return __nvvm_bitcast_i2f((int)x); }
__CUDAC_DF long long __double_as_longlong(double x) { return __nvvm_bitcast_d2ll(x); }
__CUDAC_DF double __longlong_as_double(long long x) { return __nvvm_bitcast_ll2d(x); }

/* Scoped atomics (sm_60+): _block at thread-block (cta) scope, _system
 * across the host and all devices. LLVM's scoped intrinsics treat min/max
 * as signed, so unsigned _block min/max use device scope (stronger than
 * block) and unsigned _system min/max a _system CAS loop. */
#define __CUDAC_SCOPED(sfx, sc)                                                                     \
  __CUDAC_DF int atomicAdd##sfx(int *p, int v) { return __nvvm_atom_##sc##_add_i32(p, v); }          \
  __CUDAC_DF unsigned atomicAdd##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_add_u32(p, v); } \
  __CUDAC_DF unsigned long long atomicAdd##sfx(unsigned long long *p, unsigned long long v) { return __nvvm_atom_##sc##_add_u64(p, v); } \
  __CUDAC_DF float atomicAdd##sfx(float *p, float v) { return __nvvm_atom_##sc##_add_f32(p, v); }    \
  __CUDAC_DF double atomicAdd##sfx(double *p, double v) { return __nvvm_atom_##sc##_add_f64(p, v); } \
  __CUDAC_DF int atomicSub##sfx(int *p, int v) { return __nvvm_atom_##sc##_add_i32(p, -v); }         \
  __CUDAC_DF unsigned atomicSub##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_add_u32(p, 0u - v); } \
  __CUDAC_DF int atomicExch##sfx(int *p, int v) { return __nvvm_atom_##sc##_xchg_i32(p, v); }        \
  __CUDAC_DF unsigned atomicExch##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_xchg_u32(p, v); } \
  __CUDAC_DF unsigned long long atomicExch##sfx(unsigned long long *p, unsigned long long v) { return __nvvm_atom_##sc##_xchg_u64(p, v); } \
  __CUDAC_DF float atomicExch##sfx(float *p, float v) { return __int_as_float(__nvvm_atom_##sc##_xchg_i32((int *)p, __float_as_int(v))); } \
  __CUDAC_DF int atomicMin##sfx(int *p, int v) { return __nvvm_atom_##sc##_min_i32(p, v); }          \
  __CUDAC_DF long long atomicMin##sfx(long long *p, long long v) { return __nvvm_atom_##sc##_min_i64(p, v); } \
  __CUDAC_DF int atomicMax##sfx(int *p, int v) { return __nvvm_atom_##sc##_max_i32(p, v); }          \
  __CUDAC_DF long long atomicMax##sfx(long long *p, long long v) { return __nvvm_atom_##sc##_max_i64(p, v); } \
  __CUDAC_DF int atomicAnd##sfx(int *p, int v) { return (int)__nvvm_atom_##sc##_and_u32((unsigned *)p, (unsigned)v); } \
  __CUDAC_DF unsigned atomicAnd##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_and_u32(p, v); } \
  __CUDAC_DF unsigned long long atomicAnd##sfx(unsigned long long *p, unsigned long long v) { return __nvvm_atom_##sc##_and_u64(p, v); } \
  __CUDAC_DF int atomicOr##sfx(int *p, int v) { return (int)__nvvm_atom_##sc##_or_u32((unsigned *)p, (unsigned)v); } \
  __CUDAC_DF unsigned atomicOr##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_or_u32(p, v); } \
  __CUDAC_DF unsigned long long atomicOr##sfx(unsigned long long *p, unsigned long long v) { return __nvvm_atom_##sc##_or_u64(p, v); } \
  __CUDAC_DF int atomicXor##sfx(int *p, int v) { return (int)__nvvm_atom_##sc##_xor_u32((unsigned *)p, (unsigned)v); } \
  __CUDAC_DF unsigned atomicXor##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_xor_u32(p, v); } \
  __CUDAC_DF unsigned long long atomicXor##sfx(unsigned long long *p, unsigned long long v) { return __nvvm_atom_##sc##_xor_u64(p, v); } \
  __CUDAC_DF unsigned atomicInc##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_inc_u32(p, v); } \
  __CUDAC_DF unsigned atomicDec##sfx(unsigned *p, unsigned v) { return __nvvm_atom_##sc##_dec_u32(p, v); } \
  __CUDAC_DF int atomicCAS##sfx(int *p, int c, int v) { return (int)__nvvm_atom_##sc##_cas_u32((unsigned *)p, (unsigned)c, (unsigned)v); } \
  __CUDAC_DF unsigned atomicCAS##sfx(unsigned *p, unsigned c, unsigned v) { return __nvvm_atom_##sc##_cas_u32(p, c, v); } \
  __CUDAC_DF unsigned long long atomicCAS##sfx(unsigned long long *p, unsigned long long c, unsigned long long v) { return __nvvm_atom_##sc##_cas_u64(p, c, v); }
__CUDAC_SCOPED(_block, cta)
__CUDAC_SCOPED(_system, sys)
#undef __CUDAC_SCOPED
/* Unsigned scoped min/max: LLVM 19's scoped NVVM intrinsics are signed
   only, so from sm_60 (where scoped atomics exist) they are nvcc's own
   instructions in inline PTX (generic addressing, the old value back);
   before sm_60 the _block forms are device-scope atomics (stronger) and
   the _system forms a CAS loop, whose atomicCAS_system reports that
   system scope needs sm_60. */
#if __CUDA_ARCH__ >= 600
#define __CUDAC_ASM_MINMAX(name, T, insn, out, in)                                                   \
  __CUDAC_DF T name(T *p, T v) {                                                                     \
    T old;                                                                                           \
    asm volatile(insn " %0, [%1], %2;" : out(old) : "l"(p), in(v) : "memory");                       \
    return old;                                                                                      \
  }
__CUDAC_ASM_MINMAX(atomicMin_block, unsigned, "atom.cta.min.u32", "=r", "r")
__CUDAC_ASM_MINMAX(atomicMin_block, unsigned long long, "atom.cta.min.u64", "=l", "l")
__CUDAC_ASM_MINMAX(atomicMax_block, unsigned, "atom.cta.max.u32", "=r", "r")
__CUDAC_ASM_MINMAX(atomicMax_block, unsigned long long, "atom.cta.max.u64", "=l", "l")
__CUDAC_ASM_MINMAX(atomicMin_system, unsigned, "atom.sys.min.u32", "=r", "r")
__CUDAC_ASM_MINMAX(atomicMin_system, unsigned long long, "atom.sys.min.u64", "=l", "l")
__CUDAC_ASM_MINMAX(atomicMax_system, unsigned, "atom.sys.max.u32", "=r", "r")
__CUDAC_ASM_MINMAX(atomicMax_system, unsigned long long, "atom.sys.max.u64", "=l", "l")
#undef __CUDAC_ASM_MINMAX
#else
__CUDAC_DF unsigned atomicMin_block(unsigned *p, unsigned v) { return __nvvm_atom_min_u32(p, v); }
__CUDAC_DF unsigned long long atomicMin_block(unsigned long long *p, unsigned long long v) { return __nvvm_atom_min_u64(p, v); }
__CUDAC_DF unsigned atomicMax_block(unsigned *p, unsigned v) { return __nvvm_atom_max_u32(p, v); }
__CUDAC_DF unsigned long long atomicMax_block(unsigned long long *p, unsigned long long v) { return __nvvm_atom_max_u64(p, v); }
#define __CUDAC_CAS_MINMAX(name, T, better)                                                          \
  __CUDAC_DF T name(T *p, T v) {                                                                     \
    T old = *(volatile T *)p, seen;                                                                  \
    while (better(v, old) && (seen = atomicCAS_system(p, old, v)) != old) old = seen;                \
    return old;                                                                                      \
  }
#define __CUDAC_LESS(a, b) ((a) < (b))
#define __CUDAC_GREATER(a, b) ((a) > (b))
__CUDAC_CAS_MINMAX(atomicMin_system, unsigned, __CUDAC_LESS)
__CUDAC_CAS_MINMAX(atomicMin_system, unsigned long long, __CUDAC_LESS)
__CUDAC_CAS_MINMAX(atomicMax_system, unsigned, __CUDAC_GREATER)
__CUDAC_CAS_MINMAX(atomicMax_system, unsigned long long, __CUDAC_GREATER)
#undef __CUDAC_CAS_MINMAX
#undef __CUDAC_LESS
#undef __CUDAC_GREATER
#endif

/* 64-bit shuffles: two 32-bit shuffles of the halves, as nvcc does. */
#define __CUDAC_SHFL64(name, Arg)                                                                    \
  __CUDAC_DF long long name(unsigned mask, long long v, Arg a, int width = 32) {                     \
    int lo = name(mask, (int)v, a, width), hi = name(mask, (int)(v >> 32), a, width);                \
    return (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);                     \
  }                                                                                                  \
  __CUDAC_DF unsigned long long name(unsigned mask, unsigned long long v, Arg a, int width = 32) {   \
    return (unsigned long long)name(mask, (long long)v, a, width);                                   \
  }                                                                                                  \
  __CUDAC_DF long name(unsigned mask, long v, Arg a, int width = 32) {                               \
    return (long)name(mask, (long long)v, a, width);                                                 \
  }                                                                                                  \
  __CUDAC_DF unsigned long name(unsigned mask, unsigned long v, Arg a, int width = 32) {             \
    return (unsigned long)name(mask, (long long)v, a, width);                                        \
  }                                                                                                  \
  __CUDAC_DF double name(unsigned mask, double v, Arg a, int width = 32) {                           \
    return __longlong_as_double(name(mask, __double_as_longlong(v), a, width));                      \
  }
__CUDAC_SHFL64(__shfl_sync, int)
__CUDAC_SHFL64(__shfl_up_sync, unsigned)
__CUDAC_SHFL64(__shfl_down_sync, unsigned)
__CUDAC_SHFL64(__shfl_xor_sync, int)
#undef __CUDAC_SHFL64

/* Block barriers that count or combine a predicate. */
__CUDAC_DF int __syncthreads_count(int pred) { return __nvvm_bar0_popc(pred != 0); }
__CUDAC_DF int __syncthreads_and(int pred) { return __nvvm_bar0_and(pred != 0); }
__CUDAC_DF int __syncthreads_or(int pred) { return __nvvm_bar0_or(pred != 0); }

/* Warp matching (sm_70+) and reductions (sm_80+). */
__CUDAC_DF unsigned __match_any_sync(unsigned mask, unsigned v) { return __nvvm_match_any_sync_i32(mask, v); }
__CUDAC_DF unsigned __match_any_sync(unsigned mask, int v) { return __nvvm_match_any_sync_i32(mask, (unsigned)v); }
__CUDAC_DF unsigned __match_any_sync(unsigned mask, float v) { return __nvvm_match_any_sync_i32(mask, __float_as_uint(v)); }
__CUDAC_DF unsigned __match_any_sync(unsigned mask, unsigned long long v) { return __nvvm_match_any_sync_i64(mask, v); }
__CUDAC_DF unsigned __match_any_sync(unsigned mask, long long v) { return __nvvm_match_any_sync_i64(mask, (unsigned long long)v); }
__CUDAC_DF unsigned __match_any_sync(unsigned mask, unsigned long v) { return __nvvm_match_any_sync_i64(mask, v); }
__CUDAC_DF unsigned __match_any_sync(unsigned mask, long v) { return __nvvm_match_any_sync_i64(mask, (unsigned long long)v); }
__CUDAC_DF unsigned __match_any_sync(unsigned mask, double v) { return __nvvm_match_any_sync_i64(mask, (unsigned long long)__double_as_longlong(v)); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, unsigned v, int *pred) { return __nvvm_match_all_sync_i32(mask, v, pred); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, int v, int *pred) { return __nvvm_match_all_sync_i32(mask, (unsigned)v, pred); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, float v, int *pred) { return __nvvm_match_all_sync_i32(mask, __float_as_uint(v), pred); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, unsigned long long v, int *pred) { return __nvvm_match_all_sync_i64(mask, v, pred); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, long long v, int *pred) { return __nvvm_match_all_sync_i64(mask, (unsigned long long)v, pred); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, unsigned long v, int *pred) { return __nvvm_match_all_sync_i64(mask, v, pred); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, long v, int *pred) { return __nvvm_match_all_sync_i64(mask, (unsigned long long)v, pred); }
__CUDAC_DF unsigned __match_all_sync(unsigned mask, double v, int *pred) { return __nvvm_match_all_sync_i64(mask, (unsigned long long)__double_as_longlong(v), pred); }
/* Declared from sm_80 on only, as nvcc's sm_80_rt.h declares them: code
   detects them by SFINAE (CUB's reduce_add_exists); a call below sm_80
   gets sema's "needs sm_80" (cuda::arch_gated_api). */
#if __CUDA_ARCH__ >= 800
__CUDAC_DF unsigned __reduce_add_sync(unsigned mask, unsigned v) { return __nvvm_redux_sync_add(v, mask); }
__CUDAC_DF int __reduce_add_sync(unsigned mask, int v) { return (int)__nvvm_redux_sync_add((unsigned)v, mask); }
__CUDAC_DF unsigned __reduce_min_sync(unsigned mask, unsigned v) { return __nvvm_redux_sync_umin(v, mask); }
__CUDAC_DF int __reduce_min_sync(unsigned mask, int v) { return __nvvm_redux_sync_min(v, mask); }
__CUDAC_DF unsigned __reduce_max_sync(unsigned mask, unsigned v) { return __nvvm_redux_sync_umax(v, mask); }
__CUDAC_DF int __reduce_max_sync(unsigned mask, int v) { return __nvvm_redux_sync_max(v, mask); }
__CUDAC_DF unsigned __reduce_and_sync(unsigned mask, unsigned v) { return __nvvm_redux_sync_and(v, mask); }
__CUDAC_DF unsigned __reduce_or_sync(unsigned mask, unsigned v) { return __nvvm_redux_sync_or(v, mask); }
__CUDAC_DF unsigned __reduce_xor_sync(unsigned mask, unsigned v) { return __nvvm_redux_sync_xor(v, mask); }
#endif

/* Read-only data cache loads. */
template <typename T> __CUDAC_DF T __ldg(const T *p) { return __nvvm_ldg(p); }

/* Global loads and stores with a PTX cache operator: scalars and the
 * vector types of 2 or 4 (what nvcc's sm_32_intrinsics.h overloads). */
template <typename T> __CUDAC_DF T __ldca(const T *p) { return __nvvm_ld_hinted(p, 0); }
template <typename T> __CUDAC_DF T __ldcg(const T *p) { return __nvvm_ld_hinted(p, 1); }
template <typename T> __CUDAC_DF T __ldcs(const T *p) { return __nvvm_ld_hinted(p, 2); }
template <typename T> __CUDAC_DF T __ldlu(const T *p) { return __nvvm_ld_hinted(p, 3); }
template <typename T> __CUDAC_DF T __ldcv(const T *p) { return __nvvm_ld_hinted(p, 4); }
template <typename T> __CUDAC_DF void __stwb(T *p, T v) { __nvvm_st_hinted(p, v, 0); }
template <typename T> __CUDAC_DF void __stcg(T *p, T v) { __nvvm_st_hinted(p, v, 1); }
template <typename T> __CUDAC_DF void __stcs(T *p, T v) { __nvvm_st_hinted(p, v, 2); }
template <typename T> __CUDAC_DF void __stwt(T *p, T v) { __nvvm_st_hinted(p, v, 3); }

/* Funnel shifts: lo and hi form a 64-bit value hi:lo. */
__CUDAC_DF unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) { return __nvvm_fshl_u32(hi, lo, s); }
__CUDAC_DF unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) { return __nvvm_fshr_u32(hi, lo, s); }
__CUDAC_DF unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned s) { return s >= 32 ? lo : __nvvm_fshl_u32(hi, lo, s); }
__CUDAC_DF unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned s) { return s >= 32 ? hi : __nvvm_fshr_u32(hi, lo, s); }

/* Byte and half-word dot products (dp4a/dp2a). */
__CUDAC_DF int __dp4a(int a, int b, int c) {
  return c + (signed char)a * (signed char)b + (signed char)(a >> 8) * (signed char)(b >> 8) +
         (signed char)(a >> 16) * (signed char)(b >> 16) + (signed char)(a >> 24) * (signed char)(b >> 24);
}
__CUDAC_DF unsigned __dp4a(unsigned a, unsigned b, unsigned c) {
  return c + (a & 0xff) * (b & 0xff) + ((a >> 8) & 0xff) * ((b >> 8) & 0xff) +
         ((a >> 16) & 0xff) * ((b >> 16) & 0xff) + (a >> 24) * (b >> 24);
}

/* Classification as C++'s <cmath> has it (bool). */
__CUDAC_DF bool isnan(float x) { return x != x; }
__CUDAC_DF bool isnan(double x) { return x != x; }
__CUDAC_DF bool isinf(float x) { return (__float_as_uint(x) & 0x7fffffffu) == 0x7f800000u; }
__CUDAC_DF bool isinf(double x) { return ((unsigned long long)__double_as_longlong(x) << 1) == 0xffe0000000000000ull; }
__CUDAC_DF bool isfinite(float x) { return (__float_as_uint(x) & 0x7f800000u) != 0x7f800000u; }
__CUDAC_DF bool isfinite(double x) { return ((unsigned long long)__double_as_longlong(x) & 0x7ff0000000000000ull) != 0x7ff0000000000000ull; }
__CUDAC_DF bool signbit(float x) { return __float_as_int(x) < 0; }
__CUDAC_DF bool signbit(double x) { return __double_as_longlong(x) < 0; }

/* Address spaces (sm_20_intrinsics.h): whether a generic pointer points into
 * a space (PTX isspacep, answered at compile time where the pointer's origin
 * shows its space, as nvcc does), and conversions between generic addresses
 * and a space's own (cvta), as size_t like nvcc's. */
__CUDAC_DF unsigned int __isGlobal(const void *p) { return __nvvm_isspacep_global(p); }
__CUDAC_DF unsigned int __isShared(const void *p) { return __nvvm_isspacep_shared(p); }
__CUDAC_DF unsigned int __isConstant(const void *p) { return __nvvm_isspacep_const(p); }
__CUDAC_DF unsigned int __isLocal(const void *p) { return __nvvm_isspacep_local(p); }
#if __CUDA_ARCH__ >= 900
/* Another block's shared memory in the cluster (sm_90). */
__CUDAC_DF unsigned int __isClusterShared(const void *p) { return __nvvm_isspacep_shared_cluster(p); }
#endif
/* Generic to a space's own addresses as LLVM address-space casts (a
 * `__shared__` array's address folds to its symbol, as nvcc's); back to
 * generic with PTX `cvta`. */
#define __CUDAC_CVTA(space, to)                                                                      \
  __CUDAC_DF __SIZE_TYPE__ __cvta_generic_to_##space(const void *p) { return to(p); }              \
  __CUDAC_DF void *__cvta_##space##_to_generic(__SIZE_TYPE__ a) {                                   \
    void *r;                                                                                         \
    asm("cvta." #space ".u64 %0, %1;" : "=l"(r) : "l"(a));                                           \
    return r;                                                                                        \
  }
__CUDAC_CVTA(global, __nvvm_cvta_to_global)
__CUDAC_CVTA(shared, __nvvm_cvta_to_shared)
__CUDAC_CVTA(local, __nvvm_cvta_to_local)
#undef __CUDAC_CVTA
__CUDAC_DF __SIZE_TYPE__ __cvta_generic_to_constant(const void *p) { return __nvvm_cvta_to_const(p); }
__CUDAC_DF void *__cvta_constant_to_generic(__SIZE_TYPE__ a) {
  void *r;
  asm("cvta.const.u64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
}

/* Timers, sleeping, traps. */
/* clock() is the C library's, host and device (nvcc's): on the device the
 * SM's 64-bit cycle counter, as clock_t (long) is 64 bits. */
__host__ __device__ __forceinline__ long clock() { return __nvvm_clock64(); }
__CUDAC_DF long long clock64() { return __nvvm_clock64(); }
__CUDAC_DF unsigned long long __globaltimer() { return __nvvm_globaltimer(); }
__CUDAC_DF void __nanosleep(unsigned ns) { __nvvm_nanosleep(ns); }
__CUDAC_DF void __trap() { __nvvm_trap(); }
/* GCC's spelling (libstdc++'s __glibcxx_assert, Abseil, GCC tests). */
__CUDAC_DF void __builtin_trap() { __nvvm_trap(); }
/* Optimiser hints nvcc accepts (CUDA 11.2+); always inlined, so the
 * assumption and the unreachable point land in the caller. */
__CUDAC_DF void __builtin_assume(bool c) { __nvvm_assume(c); }
__CUDAC_DF void __assume(bool c) { __nvvm_assume(c); }
__CUDAC_DF void __builtin_unreachable() { __nvvm_unreachable(); }
/* GCC's alignment promise: the pointer is `__a`-aligned (after moving
 * back by `__off`); the optimiser may then use wider accesses. */
static __host__ __device__ __forceinline__ void *__builtin_assume_aligned(const void *__p,
                                                                        __SIZE_TYPE__ __a) {
  __nvvm_assume(((__SIZE_TYPE__)__p & (__a - 1)) == 0);
  return (void *)__p;
}
static __host__ __device__ __forceinline__ void *
__builtin_assume_aligned(const void *__p, __SIZE_TYPE__ __a, __SIZE_TYPE__ __off) {
  __nvvm_assume((((__SIZE_TYPE__)__p - __off) & (__a - 1)) == 0);
  return (void *)__p;
}
__CUDAC_DF void __brkpt() { asm volatile("brkpt;"); }

/* The C library device code has: memcpy/memset inline (as nvcc's are
 * built in), the rest implemented by the CUDA runtime. */
extern "C" {
__host__ __device__ __forceinline__ void *memcpy(void *__d, const void *__s, __SIZE_TYPE__ __n) {
  __nvvm_memcpy(__d, __s, __n);
  return __d;
}
__host__ __device__ __forceinline__ void *memset(void *__d, int __c, __SIZE_TYPE__ __n) {
  __nvvm_memset(__d, __c, __n);
  return __d;
}
/* GCC's spellings of the same, which code uses to say it wants no call. */
__host__ __device__ __forceinline__ void *__builtin_memcpy(void *__d, const void *__s,
                                                           __SIZE_TYPE__ __n) {
  __nvvm_memcpy(__d, __s, __n);
  return __d;
}
__host__ __device__ __forceinline__ void *__builtin_memset(void *__d, int __c, __SIZE_TYPE__ __n) {
  __nvvm_memset(__d, __c, __n);
  return __d;
}
__host__ __device__ int printf(const char *__format, ...);
__host__ __device__ int vprintf(const char *__format, void *__args);
__host__ __device__ void *malloc(__SIZE_TYPE__ __size);
__host__ __device__ void free(void *__ptr);
/* What `new` of a type aligned beyond the heap's 16 bytes calls (as nvcc's
 * code does). */
__device__ void *__cuda_syscall_aligned_malloc(__SIZE_TYPE__ __size, __SIZE_TYPE__ __align);
__host__ __device__ void __assertfail(const char *__message, const char *__file, unsigned __line,
                                      const char *__function, __SIZE_TYPE__ __char_size);
}

/* What glibc's <assert.h> (read with --host-headers) expands a failed
 * `assert` to; nvcc's headers declare it for the device too. */
extern "C" __host__ __device__ __forceinline__ void __assert_fail(const char *__assertion,
                                                                 const char *__file,
                                                                 unsigned int __line,
                                                                 const char *__function) {
  __assertfail(__assertion, __file, __line, __function, sizeof(char));
}

/* math_functions.h's mixed-precision min and max: the float operand is
 * widened and the result is double. Without them `max(5.0e-37, f)` is
 * ambiguous between max(float, float) and max(double, double). */
static __host__ __device__ __forceinline__ double min(const float __a, const double __b) {
  return fmin((double)__a, __b);
}
static __host__ __device__ __forceinline__ double min(const double __a, const float __b) {
  return fmin(__a, (double)__b);
}
static __host__ __device__ __forceinline__ double max(const float __a, const double __b) {
  return fmax((double)__a, __b);
}
static __host__ __device__ __forceinline__ double max(const double __a, const float __b) {
  return fmax(__a, (double)__b);
}

/* The ordered, scoped atomics (`__nv_atomic_*`) and the SIMD video
 * intrinsics (`__vadd2`, …). */
#include "cudac_nv_atomic.h"
#include "cudac_simd.h"
#undef __CUDAC_DF


#endif /* __CUDAC_DEVICE_FUNCTIONS_H__ */
