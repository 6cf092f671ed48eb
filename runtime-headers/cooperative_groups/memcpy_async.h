/* cooperative_groups/memcpy_async.h shipped with cudac: a group's
 * asynchronous copy from global to shared memory (`cg::memcpy_async`) and
 * the waits for it (`cg::wait`, `cg::wait_prior<N>`), as nvcc's header
 * defines them: each thread of the group copies every group-size-th chunk
 * with `cp.async` (sm_80; 16-byte chunks `.cg`, 4 and 8 `.ca`, the chunk
 * the element type's alignment, or the one a `cuda::aligned_size_t<N>`
 * count promises, allows) and the copy is committed as one
 * group; a wait is `cp.async.wait_group` and the group's barrier. Below
 * sm_80, and for bytes no chunk covers, the threads copy synchronously,
 * which a wait then finds complete. `count` is in bytes. */
#ifndef __CUDAC_CG_MEMCPY_ASYNC_H__
#define __CUDAC_CG_MEMCPY_ASYNC_H__
#include <cooperative_groups.h>

namespace cooperative_groups {
namespace __cudac_cg {
/* One chunk of `N` bytes (4, 8 or 16) from global `s` to shared `d`. */
template <unsigned N> __device__ __forceinline__ void cp_async_chunk(void *d, const void *s) {
#if __CUDA_ARCH__ >= 800
  unsigned sd = (unsigned)__cvta_generic_to_shared(d);
  if (N == 16)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, 16;" ::"r"(sd), "l"(s) : "memory");
  else if (N == 8)
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8, 8;" ::"r"(sd), "l"(s) : "memory");
  else
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, 4;" ::"r"(sd), "l"(s) : "memory");
#else
  __builtin_memcpy(d, s, N);
#endif
}
/* The chunk an alignment allows: the largest of 16, 8 and 4 it is a
 * multiple of, else single bytes. */
template <unsigned long long A> struct chunk_for {
  enum { value = A % 16 == 0 ? 16 : A % 8 == 0 ? 8 : A % 4 == 0 ? 4 : 1 };
};
/* The alignment a size type promises for both pointers: `align` of
 * `cuda::aligned_size_t<N>` (as nvcc's header reads it), else none. */
template <typename S, typename = void> struct promised_align {
  enum : unsigned long long { value = 1 };
};
template <typename S> struct promised_align<S, decltype((void)S::align)> {
  enum : unsigned long long { value = S::align };
};
/* The chunk an element type and a size type allow together. */
template <typename T, typename S> struct chunk_of {
  enum {
    by_elem = chunk_for<alignof(T)>::value,
    by_size = chunk_for<promised_align<S>::value>::value,
    value = by_elem > by_size ? by_elem : by_size
  };
};
} // namespace __cudac_cg

template <typename TyGroup, typename TyElem, typename TySizeT>
__device__ __forceinline__ void memcpy_async(const TyGroup &group, TyElem *__restrict__ dst,
                                             const TyElem *__restrict__ src, const TySizeT &count) {
  const unsigned long long bytes = (unsigned long long)count;
  const unsigned long long rank = group.thread_rank(), n = group.size();
  char *d = (char *)dst;
  const char *s = (const char *)src;
  const unsigned G = __cudac_cg::chunk_of<TyElem, TySizeT>::value;
  unsigned long long whole = 0;
  if (G >= 4) {
    whole = bytes / G;
    for (unsigned long long i = rank; i < whole; i += n)
      __cudac_cg::cp_async_chunk<G>(d + i * G, s + i * G);
  }
  for (unsigned long long i = whole * G + rank; i < bytes; i += n)
    d[i] = s[i];
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;" ::: "memory");
#endif
}

/* Wait until at most `NumStages` of the thread's most recent copies are
 * pending, then for the whole group. */
template <unsigned int NumStages, typename TyGroup>
__device__ __forceinline__ void wait_prior(const TyGroup &group) {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;" ::"n"(NumStages) : "memory");
#endif
  group.sync();
}

template <typename TyGroup> __device__ __forceinline__ void wait(const TyGroup &group) {
  wait_prior<0>(group);
}
} // namespace cooperative_groups

#endif /* __CUDAC_CG_MEMCPY_ASYNC_H__ */
