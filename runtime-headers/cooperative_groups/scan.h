/* cooperative_groups/scan.h shipped with cudac: inclusive_scan and
 * exclusive_scan over a tile or a coalesced group, in rank order (plus by
 * default). Thread rank 0 of an exclusive scan gets a value-initialised T.
 * A Hillis-Steele scan: log2(size) shuffles up by rank. */
#ifndef __CUDAC_CG_SCAN_H__
#define __CUDAC_CG_SCAN_H__
#include <cooperative_groups.h>
#include <cooperative_groups/functional.h>
namespace cooperative_groups {
template <class G, class T, class Op>
__device__ __forceinline__ T inclusive_scan(const G &g, T value, Op op) {
    const unsigned n = g.num_threads(), r = g.thread_rank();
    for (unsigned i = 1; i < n; i *= 2) {
        T other = g.shfl_up(value, i);
        if (r >= i)
            value = op(value, other);
    }
    return value;
}
template <class G, class T> __device__ __forceinline__ T inclusive_scan(const G &g, T value) {
    return inclusive_scan(g, value, plus<T>());
}
template <class G, class T, class Op>
__device__ __forceinline__ T exclusive_scan(const G &g, T value, Op op) {
    T inclusive = inclusive_scan(g, value, op);
    T before = g.shfl_up(inclusive, 1);
    return g.thread_rank() == 0 ? T() : before;
}
template <class G, class T> __device__ __forceinline__ T exclusive_scan(const G &g, T value) {
    return exclusive_scan(g, value, plus<T>());
}
} // namespace cooperative_groups
#endif
