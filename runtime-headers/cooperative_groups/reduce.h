/* cooperative_groups/reduce.h shipped with cudac: reduce(group, value,
 * op), every thread of the group getting the result. Over a tile, a
 * butterfly of width-N shuffles (beyond 32 threads, per warp and then
 * across the warps' slots in shared memory); over a coalesced group (any set of
 * lanes), the values travel down the ranks to rank 0, which shares the
 * result. */
#ifndef __CUDAC_CG_REDUCE_H__
#define __CUDAC_CG_REDUCE_H__
#include <cooperative_groups.h>
#include <cooperative_groups/functional.h>
namespace cooperative_groups {
namespace __cudac_cg {
template <bool MultiWarp> struct tile_reduce {
    template <class G, class T, class Op> static __device__ __forceinline__ T run(const G &g, T value, Op op) {
        return reduce_lanes(g.get_mask(), G::size(), value, op);
    }
};
/* Tiles of more than 32 threads: through the block's scratch. */
template <> struct tile_reduce<true> {
    template <class G, class T, class Op> static __device__ __forceinline__ T run(const G &g, T value, Op op) {
        return g.__reduce(value, op);
    }
};
} // namespace __cudac_cg
template <unsigned int Size, class P, class T, class Op>
__device__ __forceinline__ T reduce(const thread_block_tile<Size, P> &g, T value, Op op) {
    return __cudac_cg::tile_reduce<(Size > 32)>::run(g, value, op);
}
template <class T, class Op>
__device__ __forceinline__ T reduce(const coalesced_group &g, T value, Op op) {
    const unsigned n = g.num_threads(), r = g.thread_rank();
    for (unsigned i = 1; i < n; i *= 2) {
        T other = g.shfl_down(value, i);
        if (r + i < n)
            value = op(value, other);
    }
    return g.shfl(value, 0);
}
} // namespace cooperative_groups
#endif
