/* cooperative_groups.h shipped with cudac: CUDA's Cooperative Groups, the
 * thread groups kernels synchronise and communicate within.
 *
 * - thread_block (this_thread_block()): the block; sync() is
 *   __syncthreads().
 * - thread_block_tile<N> (tiled_partition<N>(g), N a power of two up to
 *   32): N consecutive lanes of a warp; sync(), shfl*, any/all/ballot and
 *   match_* act on exactly those lanes (a mask of them; width-N shuffles).
 *   N from 64 to 1024: whole warps meeting at shared-memory barriers
 *   (block_tile_memory below sm_80), as nvcc 13's multi-warp tiles.
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

/* plus, less, greater, bit_and/or/xor: what reductions of tiles of more
 * than 32 threads and cg::reduce combine with. */
#include <cooperative_groups/functional.h>

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

/* Tiles of more than 32 threads (64 to 1024) synchronise and communicate
 * through scratch shared memory laid out as nvcc 13's: a barrier word per
 * tile size (bit w set: warp w of the block has arrived), 12 reserved
 * bytes, then an 8-byte slot per warp for collectives. On sm_80 and later
 * it is the block's reserved shared memory (%reserved_smem_offset_1), so
 * block_tile_memory is empty; below, it is the user's block_tile_memory,
 * whose barriers this_thread_block(scratch) clears. */
struct multi_warp_scratch {
    unsigned barriers[5];
    char reserved[12];
    unsigned long long slots[32];
};
#if __CUDA_ARCH__ >= 800
#define __CUDAC_CG_RESERVED_SCRATCH 1
#endif
__CUDAC_CG multi_warp_scratch *reserved_scratch() {
#ifdef __CUDAC_CG_RESERVED_SCRATCH
    unsigned long long p;
    asm("{\n\t.reg .u32 start;\n\t.reg .u64 extended;\n\tmov.u32 start, %%reserved_smem_offset_1;\n\t"
        "cvt.u64.u32 extended, start;\n\tcvta.shared.u64 %0, extended;\n\t}"
        : "=l"(p));
    return (multi_warp_scratch *)p;
#else
    return 0;
#endif
}

/* Block-scope memory-ordered operations on a barrier word (fences and
 * plain atomics before sm_70). */
__CUDAC_CG unsigned atom_or_acq_rel(unsigned *a, unsigned v) {
    unsigned old;
#if __CUDA_ARCH__ >= 700
    asm volatile("atom.or.acq_rel.cta.b32 %0,[%1],%2;" : "=r"(old) : "l"(a), "r"(v) : "memory");
#else
    __threadfence_block();
    old = atomicOr(a, v);
#endif
    return old;
}
/* `red.<op>.<order>.cta.b32`; below sm_70 the plain atomic, after a
 * fence for a release. */
#if __CUDA_ARCH__ >= 700
#define __CUDAC_CG_RED(name, op, order, atomic, release)                                            \
    __CUDAC_CG void name(unsigned *a, unsigned v) {                                                  \
        asm volatile("red." op "." order ".cta.b32 [%0],%1;" ::"l"(a), "r"(v) : "memory");           \
    }
#else
#define __CUDAC_CG_RED(name, op, order, atomic, release)                                            \
    __CUDAC_CG void name(unsigned *a, unsigned v) {                                                  \
        if (release)                                                                                 \
            __threadfence_block();                                                                   \
        atomic(a, v);                                                                                \
    }
#endif
__CUDAC_CG_RED(red_or_release, "or", "release", atomicOr, true)
__CUDAC_CG_RED(red_and_relaxed, "and", "relaxed", atomicAnd, false)
__CUDAC_CG_RED(red_and_release, "and", "release", atomicAnd, true)
#undef __CUDAC_CG_RED
__CUDAC_CG unsigned ld_acquire(unsigned *a) {
    unsigned v;
#if __CUDA_ARCH__ >= 700
    asm volatile("ld.acquire.cta.u32 %0,[%1];" : "=r"(v) : "l"(a) : "memory");
#else
    v = *(volatile unsigned *)a;
    __threadfence_block();
#endif
    return v;
}

/* The barrier bits of the warps of the caller's group of `warps` warps
 * (groups are aligned: warps 0-1, 2-3, … for 64 threads). */
__CUDAC_CG unsigned group_warp_bits(unsigned rank, unsigned warps) {
    return warps == 32 ? 0xffffffffu : ((1u << warps) - 1u) << (warps * (rank / (warps * 32u)));
}
__CUDAC_CG void wait_released(unsigned *b, unsigned bit) {
    while (ld_acquire(b) & bit) {
    }
}
/* A barrier of the group's warps: each warp's first lane sets its bit;
 * the last to arrive clears the group's bits, which releases the others. */
__CUDAC_CG void warps_sync(unsigned *b, unsigned rank, unsigned warps) {
    const unsigned bit = 1u << (rank / 32u), group = group_warp_bits(rank, warps);
    __syncwarp(0xffffffffu);
    if (rank % 32u == 0) {
        unsigned old = atom_or_acq_rel(b, bit);
        if (((old | bit) & group) == group)
            red_and_relaxed(b, ~group);
        else
            wait_released(b, bit);
    }
    __syncwarp(0xffffffffu);
}
/* As warps_sync, but the last warp to arrive returns true without
 * releasing the others: it works first, then calls warps_release. */
__CUDAC_CG bool warps_arrive_last_holds(unsigned *b, unsigned rank, unsigned warps) {
    const unsigned bit = 1u << (rank / 32u), group = group_warp_bits(rank, warps);
    __syncwarp(0xffffffffu);
    unsigned old = 0;
    if (rank % 32u == 0)
        old = atom_or_acq_rel(b, bit);
    old = __shfl_sync(0xffffffffu, old, 0);
    if (((old | bit) & group) == group)
        return true;
    wait_released(b, bit);
    return false;
}
__CUDAC_CG void warps_release(unsigned *b, bool leader, unsigned rank, unsigned warps) {
    if (leader)
        red_and_release(b, ~group_warp_bits(rank, warps));
}
/* Arrival without waiting; a later warps_sync of the others releases it. */
__CUDAC_CG void warps_arrive(unsigned *b, unsigned rank) {
    __syncwarp(0xffffffffu);
    if (rank % 32u == 0)
        red_or_release(b, 1u << (rank / 32u));
}
__CUDAC_CG void wait_for_warp(unsigned *b, unsigned warp) {
    const unsigned bit = 1u << warp;
    while ((ld_acquire(b) & bit) != bit) {
    }
}
/* Clears the caller's warp's bit (a new tile: nothing of it has arrived). */
__CUDAC_CG void warps_reset(unsigned *b, unsigned rank) {
    __syncwarp(0xffffffffu);
    if (rank % 32u == 0)
        red_and_release(b, ~(1u << (rank / 32u)));
}
__CUDAC_CG unsigned log2_of(unsigned n) { return 31u - (unsigned)__clz((int)n); }

/* From sm_80, a 32-bit integer sum, minimum, maximum or bitwise
 * reduction over lanes is one redux.sync, as nvcc's reduce does it;
 * `ok` says whether (op, T) is one. */
template <class Op, class T> struct redux {
    enum { ok = 0 };
    static __device__ __forceinline__ T run(unsigned, T v) { return v; }
};
#if __CUDA_ARCH__ >= 800
#define __CUDAC_CG_REDUX(OP, T, F)                                                                   \
    template <> struct redux<OP<T>, T> {                                                             \
        enum { ok = 1 };                                                                             \
        static __device__ __forceinline__ T run(unsigned mask, T v) { return (T)F(mask, v); }        \
    };
__CUDAC_CG_REDUX(plus, int, __reduce_add_sync)
__CUDAC_CG_REDUX(plus, unsigned, __reduce_add_sync)
__CUDAC_CG_REDUX(less, int, __reduce_min_sync)
__CUDAC_CG_REDUX(less, unsigned, __reduce_min_sync)
__CUDAC_CG_REDUX(greater, int, __reduce_max_sync)
__CUDAC_CG_REDUX(greater, unsigned, __reduce_max_sync)
__CUDAC_CG_REDUX(bit_and, int, __reduce_and_sync)
__CUDAC_CG_REDUX(bit_and, unsigned, __reduce_and_sync)
__CUDAC_CG_REDUX(bit_or, int, __reduce_or_sync)
__CUDAC_CG_REDUX(bit_or, unsigned, __reduce_or_sync)
__CUDAC_CG_REDUX(bit_xor, int, __reduce_xor_sync)
__CUDAC_CG_REDUX(bit_xor, unsigned, __reduce_xor_sync)
#undef __CUDAC_CG_REDUX
#endif
/* `op` over the `width` lanes (a power of two up to 32) of `mask` holding
 * the caller: a butterfly of shuffles, or one redux.sync. */
template <bool Redux> struct lanes_reduce {
    template <class T, class Op>
    static __device__ __forceinline__ T run(unsigned mask, unsigned width, T value, Op op) {
        for (unsigned i = width / 2; i > 0; i /= 2)
            value = op(value, shfl(mask, value, (int)i, (int)width, by_xor));
        return value;
    }
};
template <> struct lanes_reduce<true> {
    template <class T, class Op>
    static __device__ __forceinline__ T run(unsigned mask, unsigned, T value, Op) {
        return redux<Op, T>::run(mask, value);
    }
};
template <class T, class Op>
__device__ __forceinline__ T reduce_lanes(unsigned mask, unsigned width, T value, Op op) {
    return lanes_reduce<redux<Op, T>::ok != 0>::run(mask, width, value, op);
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
    template <unsigned int MaxBlockSize> friend struct block_tile_memory;
    /* Where tiles of more than 32 threads of this block synchronise. */
    __cudac_cg::multi_warp_scratch *__scratch;
    __CUDAC_CG_M explicit thread_block(__cudac_cg::multi_warp_scratch *scratch)
        : thread_group(__cudac_cg::block_group, 0xffffffffu, 0), __scratch(scratch) {}

  public:
    __CUDAC_CG_M __cudac_cg::multi_warp_scratch *__tile_scratch() const { return __scratch; }
    __CUDAC_CG void sync() { __syncthreads(); }
    __CUDAC_CG unsigned size() { return __cudac_cg::block_size(); }
    __CUDAC_CG unsigned num_threads() { return __cudac_cg::block_size(); }
    __CUDAC_CG unsigned thread_rank() { return __cudac_cg::block_rank(); }
    __CUDAC_CG dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __CUDAC_CG dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    __CUDAC_CG dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
    __CUDAC_CG dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
};

__CUDAC_CG_M thread_block this_thread_block() { return thread_block(__cudac_cg::reserved_scratch()); }


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
class thread_block_tile : public thread_block_tile<Size, void> {
  public:
    __CUDAC_CG_M explicit thread_block_tile(const ParentT &parent) : thread_block_tile<Size, void>(parent) {}
};

template <unsigned int Size, bool MultiWarp = (Size > 32)> class __cudac_tile;

/* A tile of one warp or less: N consecutive lanes. */
template <unsigned int Size> class __cudac_tile<Size, false> : public thread_group {
    static_assert(Size > 0 && (Size & (Size - 1)) == 0,
                  "thread_block_tile sizes are powers of two up to 1024");

  public:
    __CUDAC_CG_M __cudac_tile()
        : thread_group(__cudac_cg::tile_group, __cudac_cg::tile_mask(Size), Size) {}
    /* Made from its parent group, which the lanes need not wait for. */
    template <class Parent> __CUDAC_CG_M explicit __cudac_tile(const Parent &) : __cudac_tile() {}

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

/* A tile of 64 to 1024 threads: whole warps, synchronised through the
 * block's scratch barriers (one per tile size) and communicating through
 * its per-warp slots, as nvcc 13's multi-warp tiles (so values of at most
 * 8 bytes). sync(), shfl(), any(), all() and cg::reduce; no shfl_up/down,
 * ballot or match, as in nvcc. */
template <unsigned int Size> class __cudac_tile<Size, true> {
    static_assert(Size <= 1024 && (Size & (Size - 1)) == 0,
                  "thread_block_tile sizes are powers of two up to 1024");
    enum { __warps = Size / 32 };
    __cudac_cg::multi_warp_scratch *__scratch;

    __CUDAC_CG_M unsigned *__barrier() const {
        return &__scratch->barriers[__cudac_cg::log2_of(Size / 64)];
    }
    /* The slot of warp `warp` of this tile. */
    template <class T> __CUDAC_CG_M T *__slot(unsigned warp) const {
        return (T *)&__scratch->slots[(__cudac_cg::block_rank() - thread_rank()) / 32u + warp];
    }

  public:
    /* Made from its parent (the block, or a larger tile), which the
     * threads wait for once the warp's barrier bit is cleared. */
    template <class Parent>
    __CUDAC_CG_M explicit __cudac_tile(const Parent &parent) : __scratch(parent.__tile_scratch()) {
#ifdef __CUDAC_CG_RESERVED_SCRATCH
        __cudac_cg::warps_reset(__barrier(), __cudac_cg::block_rank());
        parent.sync();
#endif
    }
    __CUDAC_CG_M __cudac_cg::multi_warp_scratch *__tile_scratch() const { return __scratch; }

    __CUDAC_CG unsigned num_threads() { return Size; }
    __CUDAC_CG unsigned size() { return Size; }
    __CUDAC_CG unsigned thread_rank() { return __cudac_cg::block_rank() & (Size - 1u); }
    __CUDAC_CG unsigned meta_group_rank() { return __cudac_cg::block_rank() / Size; }
    __CUDAC_CG unsigned meta_group_size() { return (__cudac_cg::block_size() + Size - 1u) / Size; }
    __CUDAC_CG_M void sync() const {
        __cudac_cg::warps_sync(__barrier(), __cudac_cg::block_rank(), __warps);
    }

    /* The value of the thread of rank `src`: its warp writes it to its
     * slot and arrives; the others wait for that warp, read, and meet. */
    template <class T> __CUDAC_CG_M T shfl(T value, unsigned src) const {
        static_assert(sizeof(T) <= 8, "collectives of tiles larger than 32 threads take values of at most 8 bytes");
        const unsigned rank = __cudac_cg::block_rank(), src_warp = src / 32u;
        const unsigned my_warp = thread_rank() / 32u;
        unsigned *b = __barrier();
        T *slot = __slot<T>(src_warp);
        if (my_warp == src_warp) {
            __syncwarp(0xffffffffu);
            if (thread_rank() == src)
                *slot = value;
            __cudac_cg::warps_arrive(b, rank);
            T result = *slot;
            __cudac_cg::wait_released(b, 1u << (rank / 32u));
            return result;
        }
        __cudac_cg::wait_for_warp(b, rank / 32u - my_warp + src_warp);
        T result = *slot;
        __cudac_cg::warps_sync(b, rank, __warps);
        return result;
    }

    /* `op` over the tile: each warp reduces its lanes into its slot; the
     * last warp to arrive reduces the slots with one lane per warp,
     * writes the result to every slot and releases the others. */
    template <class T, class Op> __CUDAC_CG_M T __reduce(T value, Op op) const {
        return __combine_warps(__cudac_cg::reduce_lanes(0xffffffffu, 32, value, op), op);
    }
    /* The second step alone: `warp_value` is the same in all lanes of
     * each warp. */
    template <class T, class Op> __CUDAC_CG_M T __combine_warps(T warp_value, Op op) const {
        static_assert(sizeof(T) <= 8, "collectives of tiles larger than 32 threads take values of at most 8 bytes");
        const unsigned rank = __cudac_cg::block_rank(), lane = __cudac_cg::laneid();
        T *mine = (T *)&__scratch->slots[rank / 32u];
        *mine = warp_value;
        unsigned *b = __barrier();
        if (__cudac_cg::warps_arrive_last_holds(b, rank, __warps)) {
            if (lane < (unsigned)__warps) {
                const unsigned lanes = __warps == 32 ? 0xffffffffu : (1u << __warps) - 1u;
                T *slot = __slot<T>(lane);
                *slot = __cudac_cg::reduce_lanes(lanes, __warps, *slot, op);
            }
            __syncwarp(0xffffffffu);
            __cudac_cg::warps_release(b, lane == 0, rank, __warps);
        }
        return *mine;
    }
    __CUDAC_CG_M int any(int predicate) const {
        return __combine_warps(__any_sync(0xffffffffu, predicate) ? 1 : 0, bit_or<int>());
    }
    __CUDAC_CG_M int all(int predicate) const {
        return __combine_warps(__all_sync(0xffffffffu, predicate) ? 1 : 0, bit_and<int>());
    }
};

template <unsigned int Size> class thread_block_tile<Size, void> : public __cudac_tile<Size> {
  public:
    template <class Parent>
    __CUDAC_CG_M explicit thread_block_tile(const Parent &parent) : __cudac_tile<Size>(parent) {}
};

template <unsigned int Size> __CUDAC_CG_M thread_block_tile<Size, thread_block> tiled_partition(const thread_block &g) {
    return thread_block_tile<Size, thread_block>(g);
}
template <unsigned int Size, unsigned int ParentSize, class P>
__CUDAC_CG_M thread_block_tile<Size, thread_block_tile<ParentSize, P> >
tiled_partition(const thread_block_tile<ParentSize, P> &g) {
    static_assert(Size <= ParentSize, "a tile partitions into tiles no larger than itself");
    return thread_block_tile<Size, thread_block_tile<ParentSize, P> >(g);
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

/* The scratch of tiles of more than 32 threads for blocks of up to
 * MaxBlockSize threads (`__shared__`): empty from sm_80, where the block's
 * reserved shared memory holds it, as in nvcc. */
template <unsigned int MaxBlockSize = 1024> struct __align__(8) block_tile_memory {
#ifndef __CUDAC_CG_RESERVED_SCRATCH
    char __bytes[32 + MaxBlockSize / 32 * 8];
#endif
    __CUDAC_CG_M thread_block __block() {
#ifdef __CUDAC_CG_RESERVED_SCRATCH
        return this_thread_block();
#else
        __cudac_cg::multi_warp_scratch *s = (__cudac_cg::multi_warp_scratch *)__bytes;
        if (__cudac_cg::block_rank() < 5)
            s->barriers[__cudac_cg::block_rank()] = 0;
        __syncthreads();
        return thread_block(s);
#endif
    }
};
template <unsigned int MaxBlockSize>
__CUDAC_CG_M thread_block this_thread_block(block_tile_memory<MaxBlockSize> &scratch) {
    return scratch.__block();
}

/* The free forms. */
template <class G> __CUDAC_CG_M void sync(const G &g) { g.sync(); }
template <class G> __CUDAC_CG_M unsigned long long thread_rank(const G &g) { return g.thread_rank(); }
template <class G> __CUDAC_CG_M unsigned long long group_size(const G &g) { return g.num_threads(); }

} // namespace cooperative_groups

#undef __CUDAC_CG
#undef __CUDAC_CG_M

#endif /* __CUDAC_COOPERATIVE_GROUPS_H__ */
