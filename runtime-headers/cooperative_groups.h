/* cooperative_groups.h shipped with cudac: CUDA's Cooperative Groups, the
 * thread groups kernels synchronise and communicate within.
 *
 * - thread_block (this_thread_block()): the block; sync() is
 *   __syncthreads().
 * - thread_block_tile<N> (tiled_partition<N>(g), N a power of two up to
 *   32): N consecutive lanes of a warp; sync(), shfl*, any/all/ballot and
 *   match_* act on exactly those lanes (a mask of them; width-N shuffles).
 * - thread_group: any group, by value (tiled_partition(g, n) gives one).
 * - coalesced_group (coalesced_threads()): the lanes active together; ranks
 *   count the active lanes below.
 * - grid_group (this_grid()): the grid's ranks and sizes, and sync(),
 *   the grid-wide barrier of a cooperative launch
 *   (cudaLaunchCooperativeKernel), as nvcc 13's header implements it: the
 *   driver passes a workspace in %envreg1:%envreg2 (zero outside a
 *   cooperative launch, where sync() traps, as nvcc's does); each block's
 *   first thread adds to its arrival counter (block 0 adds
 *   0x80000001 - blocks, the others 1, so the sign bit flips once all
 *   arrived) and waits for the flip.
 *
 * - cluster_group (this_cluster(), sm_90): the block's cluster, its
 *   barrier and distributed shared memory (map_shared_rank).
 *
 * <cooperative_groups/reduce.h> and <cooperative_groups/scan.h> add
 * reduce, inclusive_scan and exclusive_scan over tiles and coalesced
 * groups, with the plus/less/greater/bit_and/bit_or/bit_xor functors.
 * Values of any trivially copyable type are shuffled in 32-bit pieces. */
#ifndef __CUDAC_COOPERATIVE_GROUPS_H__
#define __CUDAC_COOPERATIVE_GROUPS_H__

#define __CUDAC_CG static __device__ __forceinline__
#define __CUDAC_CG_M __device__ __forceinline__

namespace cooperative_groups {
namespace __cudac_cg {

__CUDAC_CG unsigned laneid() { return __nvvm_laneid(); }
__CUDAC_CG unsigned lanemask_lt() { return __nvvm_lanemask_lt(); }

/* The calling thread's rank in its block, and the block's size. */
__CUDAC_CG unsigned block_rank() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__CUDAC_CG unsigned block_size() { return blockDim.x * blockDim.y * blockDim.z; }

/* The lanes of the `size`-lane tile holding the calling lane. */
__CUDAC_CG unsigned tile_mask(unsigned size) {
    return size >= 32 ? 0xffffffffu : ((1u << size) - 1u) << (laneid() & ~(size - 1u));
}

/* The lane of the `rank`-th set bit of `mask` (rank < popc(mask)). */
__CUDAC_CG unsigned lane_of_rank(unsigned mask, unsigned rank) {
    for (unsigned i = 0; i < rank; ++i)
        mask &= mask - 1u;
    return (unsigned)__ffs((int)mask) - 1u;
}

/* The bits of `bits` at the lanes of `mask`, packed to the low end in
 * lane order: bit i of the result is the lane of rank i. */
__CUDAC_CG unsigned pack_lanes(unsigned bits, unsigned mask) {
    unsigned out = 0, k = 0;
    for (unsigned m = mask; m; m &= m - 1u, ++k) {
        unsigned lane = (unsigned)__ffs((int)m) - 1u;
        out |= ((bits >> lane) & 1u) << k;
    }
    return out;
}

/* Shuffles of any trivially copyable value, 32 bits at a time. */
enum shfl_kind { by_index, by_up, by_down, by_xor };

template <class T>
__CUDAC_CG T shfl(unsigned mask, T value, int arg, int width, shfl_kind kind) {
    const int n = (int)((sizeof(T) + 3) / 4);
    unsigned words[(sizeof(T) + 3) / 4];
    memcpy(words, &value, sizeof(T));
    for (int i = 0; i < n; ++i) {
        switch (kind) {
        case by_index:
            words[i] = __shfl_sync(mask, words[i], arg, width);
            break;
        case by_up:
            words[i] = __shfl_up_sync(mask, words[i], (unsigned)arg, width);
            break;
        case by_down:
            words[i] = __shfl_down_sync(mask, words[i], (unsigned)arg, width);
            break;
        default:
            words[i] = __shfl_xor_sync(mask, words[i], arg, width);
            break;
        }
    }
    T out;
    memcpy(&out, words, sizeof(T));
    return out;
}

/* What a thread_group holds about itself. */
enum group_kind { block_group, grid_group_kind, tile_group, coalesced_group_kind };

/* The grid barrier's workspace of a cooperative launch (high half in
 * %envreg1, low in %envreg2), or 0. */
__CUDAC_CG unsigned long long grid_workspace() {
    unsigned hi, lo;
    asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
    asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
    return ((unsigned long long)hi << 32) | lo;
}
__CUDAC_CG void grid_sync() {
    unsigned long long ws = grid_workspace();
    if (ws == 0)
        __trap();
    __syncthreads();
    if (threadIdx.x + threadIdx.y + threadIdx.z == 0) {
        unsigned blocks = gridDim.x * gridDim.y * gridDim.z;
        unsigned inc = blockIdx.x + blockIdx.y + blockIdx.z == 0 ? 0x80000001u - blocks : 1u;
        unsigned *arrived = (unsigned *)(ws + 4);
        unsigned old, now;
#if __CUDA_ARCH__ >= 700
        asm volatile("atom.add.release.gpu.u32 %0,[%1],%2;" : "=r"(old) : "l"(arrived), "r"(inc) : "memory");
        do {
            asm volatile("ld.acquire.gpu.u32 %0,[%1];" : "=r"(now) : "l"(arrived) : "memory");
        } while (((now ^ old) & 0x80000000u) == 0);
#else
        __threadfence();
        old = atomicAdd(arrived, inc);
        do {
            now = *(volatile unsigned *)arrived;
        } while (((now ^ old) & 0x80000000u) == 0);
        __threadfence();
#endif
    }
    __syncthreads();
}
} // namespace __cudac_cg

class thread_group {
  protected:
    __cudac_cg::group_kind __kind;
    unsigned __mask; /* tiles and coalesced groups: their lanes */
    unsigned __size; /* tiles: their size */

    __CUDAC_CG_M thread_group(__cudac_cg::group_kind kind, unsigned mask, unsigned size)
        : __kind(kind), __mask(mask), __size(size) {}

  public:
    __CUDAC_CG_M unsigned long long size() const { return num_threads(); }
    __CUDAC_CG_M unsigned long long num_threads() const {
        switch (__kind) {
        case __cudac_cg::block_group:
            return __cudac_cg::block_size();
        case __cudac_cg::grid_group_kind:
            return (unsigned long long)__cudac_cg::block_size() * gridDim.x * gridDim.y * gridDim.z;
        case __cudac_cg::tile_group:
            return __size;
        default:
            return (unsigned long long)__popc(__mask);
        }
    }
    __CUDAC_CG_M unsigned long long thread_rank() const {
        switch (__kind) {
        case __cudac_cg::block_group:
            return __cudac_cg::block_rank();
        case __cudac_cg::grid_group_kind:
            return (unsigned long long)(blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) *
                       __cudac_cg::block_size() +
                   __cudac_cg::block_rank();
        case __cudac_cg::tile_group:
            return __cudac_cg::laneid() & (__size - 1u);
        default:
            return (unsigned long long)__popc(__mask & __cudac_cg::lanemask_lt());
        }
    }
    __CUDAC_CG_M void sync() const {
        if (__kind == __cudac_cg::block_group)
            __syncthreads();
        else if (__kind == __cudac_cg::grid_group_kind)
            __cudac_cg::grid_sync();
        else
            __syncwarp(__mask);
    }
};

class thread_block : public thread_group {
    friend __CUDAC_CG_M thread_block this_thread_block();
    __CUDAC_CG_M thread_block() : thread_group(__cudac_cg::block_group, 0xffffffffu, 0) {}

  public:
    __CUDAC_CG void sync() { __syncthreads(); }
    __CUDAC_CG unsigned size() { return __cudac_cg::block_size(); }
    __CUDAC_CG unsigned num_threads() { return __cudac_cg::block_size(); }
    __CUDAC_CG unsigned thread_rank() { return __cudac_cg::block_rank(); }
    __CUDAC_CG dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __CUDAC_CG dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    __CUDAC_CG dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
    __CUDAC_CG dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
};

__CUDAC_CG_M thread_block this_thread_block() { return thread_block(); }


class grid_group : public thread_group {
    friend __CUDAC_CG_M grid_group this_grid();
    __CUDAC_CG_M grid_group() : thread_group(__cudac_cg::grid_group_kind, 0xffffffffu, 0) {}

  public:
    /* Grid-wide synchronisation: a cooperative launch's grid barrier. */
    __CUDAC_CG void sync() { __cudac_cg::grid_sync(); }
    /* Whether the kernel was launched cooperatively (has a workspace). */
    __CUDAC_CG bool is_valid() { return __cudac_cg::grid_workspace() != 0; }
    __CUDAC_CG unsigned long long num_blocks() {
        return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
    }
    __CUDAC_CG unsigned long long size() {
        return num_blocks() * __cudac_cg::block_size();
    }
    __CUDAC_CG unsigned long long num_threads() { return size(); }
    __CUDAC_CG unsigned long long block_rank() {
        return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    }
    __CUDAC_CG unsigned long long thread_rank() {
        return block_rank() * __cudac_cg::block_size() + __cudac_cg::block_rank();
    }
    __CUDAC_CG dim3 dim_blocks() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
    __CUDAC_CG dim3 block_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __CUDAC_CG dim3 group_dim() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
    __CUDAC_CG dim3 dim_threads() {
        return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z);
    }
    __CUDAC_CG dim3 thread_index() {
        return dim3(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y,
                    blockIdx.z * blockDim.z + threadIdx.z);
    }
};

__CUDAC_CG_M grid_group this_grid() { return grid_group(); }

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/* The thread block cluster (sm_90): ranks and sizes from the cluster
 * special registers, sync() the cluster barrier (`barrier.cluster.arrive`
 * then `.wait`, also split into barrier_arrive()/barrier_wait()), and
 * distributed shared memory: map_shared_rank() gives the address of the
 * same shared variable in another block of the cluster (`mapa`),
 * query_shared_rank() the block an address belongs to (`getctarank`), as
 * nvcc's header writes them. */
namespace __cudac_cg {
#define __CUDAC_CG_SREG(name, reg)                                                                   \
    __CUDAC_CG unsigned name() {                                                                     \
        unsigned r;                                                                                  \
        asm("mov.u32 %0, %%" reg ";" : "=r"(r));                                                     \
        return r;                                                                                    \
    }
__CUDAC_CG_SREG(cluster_ctarank, "cluster_ctarank")
__CUDAC_CG_SREG(cluster_nctarank, "cluster_nctarank")
__CUDAC_CG_SREG(cluster_ctaid_x, "cluster_ctaid.x")
__CUDAC_CG_SREG(cluster_ctaid_y, "cluster_ctaid.y")
__CUDAC_CG_SREG(cluster_ctaid_z, "cluster_ctaid.z")
__CUDAC_CG_SREG(cluster_nctaid_x, "cluster_nctaid.x")
__CUDAC_CG_SREG(cluster_nctaid_y, "cluster_nctaid.y")
__CUDAC_CG_SREG(cluster_nctaid_z, "cluster_nctaid.z")
#undef __CUDAC_CG_SREG
} // namespace __cudac_cg

class cluster_group : public thread_group {
    friend __CUDAC_CG_M cluster_group this_cluster();
    __CUDAC_CG_M cluster_group() : thread_group(__cudac_cg::block_group, 0xffffffffu, 0) {}

  public:
    struct arrival_token {};
    __CUDAC_CG void sync() {
        asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
    }
    __CUDAC_CG arrival_token barrier_arrive() {
        asm volatile("barrier.cluster.arrive;" ::: "memory");
        return arrival_token();
    }
    __CUDAC_CG void barrier_wait() { asm volatile("barrier.cluster.wait;" ::: "memory"); }
    __CUDAC_CG void barrier_wait(arrival_token &&) { barrier_wait(); }
    __CUDAC_CG unsigned block_rank() { return __cudac_cg::cluster_ctarank(); }
    __CUDAC_CG unsigned num_blocks() { return __cudac_cg::cluster_nctarank(); }
    __CUDAC_CG dim3 block_index() {
        return dim3(__cudac_cg::cluster_ctaid_x(), __cudac_cg::cluster_ctaid_y(),
                    __cudac_cg::cluster_ctaid_z());
    }
    __CUDAC_CG dim3 dim_blocks() {
        return dim3(__cudac_cg::cluster_nctaid_x(), __cudac_cg::cluster_nctaid_y(),
                    __cudac_cg::cluster_nctaid_z());
    }
    __CUDAC_CG dim3 dim_threads() {
        return dim3(__cudac_cg::cluster_nctaid_x() * blockDim.x, __cudac_cg::cluster_nctaid_y() * blockDim.y,
                    __cudac_cg::cluster_nctaid_z() * blockDim.z);
    }
    __CUDAC_CG unsigned thread_rank() {
        return block_rank() * __cudac_cg::block_size() + __cudac_cg::block_rank();
    }
    __CUDAC_CG unsigned num_threads() { return num_blocks() * __cudac_cg::block_size(); }
    __CUDAC_CG unsigned size() { return num_threads(); }
    __CUDAC_CG unsigned query_shared_rank(const void *addr) {
        unsigned r;
        asm("getctarank.u64 %0, %1;" : "=r"(r) : "l"(addr));
        return r;
    }
    template <typename T> __CUDAC_CG T *map_shared_rank(T *addr, int rank) {
        T *r;
        asm("mapa.u64 %0, %1, %2;" : "=l"(r) : "l"(addr), "r"(rank));
        return r;
    }
    template <typename T> __CUDAC_CG T &map_shared_rank(T &addr, int rank) {
        return *map_shared_rank(&addr, rank);
    }
};

__CUDAC_CG_M cluster_group this_cluster() { return cluster_group(); }
#endif

/* The warp-level operations of tiles and coalesced groups, given how a
 * group finds the lane of a rank. */
class coalesced_group : public thread_group {
    __CUDAC_CG_M unsigned lane(unsigned rank) const { return __cudac_cg::lane_of_rank(__mask, rank); }

  public:
    /* The group of the lanes in `mask` (cudac's; nvcc's is private). */
    __CUDAC_CG_M explicit coalesced_group(unsigned mask)
        : thread_group(__cudac_cg::coalesced_group_kind, mask, 0) {}

    __CUDAC_CG_M unsigned num_threads() const { return (unsigned)__popc(__mask); }
    __CUDAC_CG_M unsigned size() const { return num_threads(); }
    __CUDAC_CG_M unsigned thread_rank() const {
        return (unsigned)__popc(__mask & __cudac_cg::lanemask_lt());
    }
    __CUDAC_CG_M unsigned meta_group_rank() const { return 0; }
    __CUDAC_CG_M unsigned meta_group_size() const { return 1; }
    __CUDAC_CG_M void sync() const { __syncwarp(__mask); }
    __CUDAC_CG_M unsigned get_mask() const { return __mask; }

    template <class T> __CUDAC_CG_M T shfl(T value, unsigned src_rank) const {
        return __cudac_cg::shfl(__mask, value, (int)lane(src_rank), 32, __cudac_cg::by_index);
    }
    /* From the rank `delta` below (a thread with none keeps its value). */
    template <class T> __CUDAC_CG_M T shfl_up(T value, int delta) const {
        unsigned r = thread_rank();
        unsigned src = r >= (unsigned)delta ? lane(r - (unsigned)delta) : __cudac_cg::laneid();
        return __cudac_cg::shfl(__mask, value, (int)src, 32, __cudac_cg::by_index);
    }
    /* From the rank `delta` above (a thread with none keeps its value). */
    template <class T> __CUDAC_CG_M T shfl_down(T value, unsigned delta) const {
        unsigned r = thread_rank();
        unsigned src = r + delta < num_threads() ? lane(r + delta) : __cudac_cg::laneid();
        return __cudac_cg::shfl(__mask, value, (int)src, 32, __cudac_cg::by_index);
    }
    __CUDAC_CG_M int any(int predicate) const { return __any_sync(__mask, predicate); }
    __CUDAC_CG_M int all(int predicate) const { return __all_sync(__mask, predicate); }
    __CUDAC_CG_M unsigned ballot(int predicate) const {
        return __cudac_cg::pack_lanes(__ballot_sync(__mask, predicate), __mask);
    }
    template <class T> __CUDAC_CG_M unsigned match_any(T value) const {
        return __cudac_cg::pack_lanes(__match_any_sync(__mask, value), __mask);
    }
    template <class T> __CUDAC_CG_M unsigned match_all(T value, int &pred) const {
        return __cudac_cg::pack_lanes(__match_all_sync(__mask, value, &pred), __mask);
    }
};

__CUDAC_CG_M coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

/* A tile of a known parent type converts to the tile of the same size
 * with none (`thread_block_tile<32>`), its base, as nvcc's does. */
template <unsigned int Size, class ParentT = void>
class thread_block_tile : public thread_block_tile<Size, void> {};

template <unsigned int Size> class thread_block_tile<Size, void> : public thread_group {
    static_assert(Size > 0 && Size <= 32 && (Size & (Size - 1)) == 0,
                  "thread_block_tile sizes above 32 are not supported yet (powers of two up to 32 are)");

  public:
    __CUDAC_CG_M thread_block_tile()
        : thread_group(__cudac_cg::tile_group, __cudac_cg::tile_mask(Size), Size) {}

    __CUDAC_CG unsigned num_threads() { return Size; }
    __CUDAC_CG unsigned size() { return Size; }
    __CUDAC_CG_M unsigned thread_rank() const { return __cudac_cg::laneid() & (Size - 1u); }
    __CUDAC_CG_M unsigned meta_group_rank() const { return __cudac_cg::block_rank() / Size; }
    __CUDAC_CG_M unsigned meta_group_size() const {
        return (__cudac_cg::block_size() + Size - 1u) / Size;
    }
    __CUDAC_CG_M void sync() const { __syncwarp(__mask); }
    __CUDAC_CG_M unsigned get_mask() const { return __mask; }

    template <class T> __CUDAC_CG_M T shfl(T value, int src_rank) const {
        return __cudac_cg::shfl(__mask, value, src_rank, (int)Size, __cudac_cg::by_index);
    }
    template <class T> __CUDAC_CG_M T shfl_up(T value, unsigned delta) const {
        return __cudac_cg::shfl(__mask, value, (int)delta, (int)Size, __cudac_cg::by_up);
    }
    template <class T> __CUDAC_CG_M T shfl_down(T value, unsigned delta) const {
        return __cudac_cg::shfl(__mask, value, (int)delta, (int)Size, __cudac_cg::by_down);
    }
    template <class T> __CUDAC_CG_M T shfl_xor(T value, unsigned lane_mask) const {
        return __cudac_cg::shfl(__mask, value, (int)lane_mask, (int)Size, __cudac_cg::by_xor);
    }
    __CUDAC_CG_M int any(int predicate) const { return __any_sync(__mask, predicate); }
    __CUDAC_CG_M int all(int predicate) const { return __all_sync(__mask, predicate); }
    /* Bit i for the thread of rank i. */
    __CUDAC_CG_M unsigned ballot(int predicate) const {
        return __ballot_sync(__mask, predicate) >> (__cudac_cg::laneid() & ~(Size - 1u));
    }
    template <class T> __CUDAC_CG_M unsigned match_any(T value) const {
        return __match_any_sync(__mask, value) >> (__cudac_cg::laneid() & ~(Size - 1u));
    }
    template <class T> __CUDAC_CG_M unsigned match_all(T value, int &pred) const {
        return __match_all_sync(__mask, value, &pred) >> (__cudac_cg::laneid() & ~(Size - 1u));
    }
};

template <unsigned int Size> __CUDAC_CG_M thread_block_tile<Size, thread_block> tiled_partition(const thread_block &) {
    return thread_block_tile<Size, thread_block>();
}
template <unsigned int Size, unsigned int ParentSize, class P>
__CUDAC_CG_M thread_block_tile<Size, thread_block_tile<ParentSize, P> >
tiled_partition(const thread_block_tile<ParentSize, P> &) {
    static_assert(Size <= ParentSize, "a tile partitions into tiles no larger than itself");
    return thread_block_tile<Size, thread_block_tile<ParentSize, P> >();
}

/* A dynamically sized tile of a block or tile (`tilesz` a power of two up
 * to 32), as a thread_group. */
class __cudac_dynamic_tile : public thread_group {
  public:
    __CUDAC_CG_M explicit __cudac_dynamic_tile(unsigned size)
        : thread_group(__cudac_cg::tile_group, __cudac_cg::tile_mask(size), size) {}
};
__CUDAC_CG_M thread_group tiled_partition(const thread_group &, unsigned int tilesz) {
    return __cudac_dynamic_tile(tilesz);
}
__CUDAC_CG_M thread_group tiled_partition(const thread_block &, unsigned int tilesz) {
    return __cudac_dynamic_tile(tilesz);
}

/* The threads of a warp-sized group split by a predicate, or by a label:
 * the caller's part, as a coalesced group. */
template <unsigned int Size, class P>
__CUDAC_CG_M coalesced_group binary_partition(const thread_block_tile<Size, P> &g, bool pred) {
    unsigned yes = __ballot_sync(g.get_mask(), pred) & g.get_mask();
    return coalesced_group(pred ? yes : (g.get_mask() & ~yes));
}
__CUDAC_CG_M coalesced_group binary_partition(const coalesced_group &g, bool pred) {
    unsigned yes = __ballot_sync(g.get_mask(), pred) & g.get_mask();
    return coalesced_group(pred ? yes : (g.get_mask() & ~yes));
}
template <unsigned int Size, class P, class Label>
__CUDAC_CG_M coalesced_group labeled_partition(const thread_block_tile<Size, P> &g, Label label) {
    return coalesced_group(__match_any_sync(g.get_mask(), label) & g.get_mask());
}
template <class Label>
__CUDAC_CG_M coalesced_group labeled_partition(const coalesced_group &g, Label label) {
    return coalesced_group(__match_any_sync(g.get_mask(), label) & g.get_mask());
}

/* nvcc's scratch space for tiles of more than 32 threads, which cudac does
 * not support yet (thread_block_tile<N> stops at 32): the block it names
 * is the ordinary one. */
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory {
    char __unused;
};
template <unsigned int MaxBlockSize>
__CUDAC_CG_M thread_block this_thread_block(block_tile_memory<MaxBlockSize> &) {
    return this_thread_block();
}

/* The free forms. */
template <class G> __CUDAC_CG_M void sync(const G &g) { g.sync(); }
template <class G> __CUDAC_CG_M unsigned long long thread_rank(const G &g) { return g.thread_rank(); }
template <class G> __CUDAC_CG_M unsigned long long group_size(const G &g) { return g.num_threads(); }

} // namespace cooperative_groups

#undef __CUDAC_CG
#undef __CUDAC_CG_M

#endif /* __CUDAC_COOPERATIVE_GROUPS_H__ */
