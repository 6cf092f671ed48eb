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

#undef __CUDAC_DF

#endif /* __CUDAC_DEVICE_FUNCTIONS_H__ */
