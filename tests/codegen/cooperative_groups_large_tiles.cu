// Tiles of more than 32 threads (thread_block_tile<64…1024>), as nvcc 13's
// headers build them: whole warps meeting at a barrier word in shared
// memory (bit w: warp w arrived; the last warp clears the group's bits with
// a relaxed `red.and`, the others spin on `ld.acquire`), a per-warp slot for
// collectives (reduce: each warp reduces, the last warp to arrive reduces
// the slots with one lane per warp and releases the others; shfl: the
// source warp publishes, the others wait for its bit), and from sm_80 the
// block's reserved shared memory (`%reserved_smem_offset_1`, PTX 7.6: the
// file is PTX 8.7, as any with inline assembly from sm_80) instead of the
// user's block_tile_memory, which is then empty. Integer sums over a warp
// are one redux.sync, as nvcc's. The instruction mix matches nvcc 13.0's
// for this file (same atomics, fences, votes and redux counts).
// ARGS: -ptx -arch=sm_80
// CHECK: .version 8.7
// CHECK: .entry _Z8tile_sumILj64EEvPKiPiS2_(
// CHECK: %reserved_smem_offset_1
// CHECK: red.and.release.cta.b32
// CHECK: bar.sync
// CHECK: redux.sync.add.s32
// CHECK: atom.or.acq_rel.cta.b32
// CHECK: red.and.release.cta.b32
// CHECK: red.or.release.cta.b32
// CHECK: ld.acquire.cta.u32
// CHECK: vote.sync.any.pred
// CHECK: redux.sync.or.b32
// CHECK: vote.sync.all.pred
// CHECK: redux.sync.and.b32
// CHECK: red.and.relaxed.cta.b32
// CHECK: .entry _Z8tile_sumILj1024EEvPKiPiS2_(
// CHECK-NOT: .shared .align 8 .b8
// CHECK: ret;
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <unsigned Tile>
__global__ void tile_sum(const int *in, int *out, int *ranks) {
    __shared__ cg::block_tile_memory<1024> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    auto tile = cg::tiled_partition<Tile>(block);
    int v = in[block.thread_rank()];
    int s = cg::reduce(tile, v, cg::plus<int>());
    int fifth = tile.shfl(v, 5);
    int any = tile.any(v == 77);
    int all = tile.all(v >= 0);
    tile.sync();
    auto warp = cg::tiled_partition<32>(tile);
    out[block.thread_rank()] = s + fifth * 3 + any * 5 + all * 7 + (int)warp.thread_rank();
    ranks[block.thread_rank()] =
        tile.thread_rank() * 1000 + tile.meta_group_rank() * 10 + (int)tile.num_threads();
}
template __global__ void tile_sum<64>(const int *, int *, int *);
template __global__ void tile_sum<1024>(const int *, int *, int *);
