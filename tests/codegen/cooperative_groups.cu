// <cooperative_groups.h>: the block (sync is bar.sync), warp tiles
// (a float reduce as a butterfly of full-mask shuffles; an 8-lane tile's
// maximum of ints is one redux.sync on its own lanes, sm_80's instruction
// that nvcc uses for full warps), scans
// (shuffles up), votes and ballots on the tile's lanes, a dynamic tile as
// a thread_group, coalesced groups (activemask, ranks from lanemask_lt),
// a shuffled struct (two 32-bit pieces), the grid's ranks, and groups
// split by a predicate or a label (binary_partition: a ballot;
// labeled_partition: match.any).
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z3sumPKfPfi(
// CHECK: 16, 31, -1;
// CHECK: 1, 31, -1;
// CHECK: bar.sync 	0;
// CHECK: redux.sync.max.s32
// CHECK: shfl.sync.up.b32
// CHECK: vote.sync.ballot.b32
// CHECK: shfl.sync.down.b32
// CHECK: shfl.sync.down.b32
// CHECK: bar.warp.sync
// CHECK: %lanemask_lt
// CHECK: activemask.b32
// CHECK: shfl.sync.idx.b32
// CHECK: .entry _Z5splitPKiPi(
// CHECK: vote.sync.ballot.b32
// CHECK: match.any.sync.b32
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
struct Pair {
    float a;
    int b;
};
__global__ void sum(const float *in, float *out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    float v = 0;
    for (int i = block.group_index().x * block.size() + block.thread_rank(); i < n;
         i += block.size() * gridDim.x)
        v += in[i];
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0)
        atomicAdd(out, v);
    block.sync();
    cg::sync(block);
    auto tile8 = cg::tiled_partition<8>(warp);
    int m = cg::reduce(tile8, (int)threadIdx.x, cg::greater<int>());
    int s = cg::inclusive_scan(tile8, 1);
    int e = cg::exclusive_scan(warp, 2, cg::plus<int>());
    unsigned b = warp.ballot(threadIdx.x & 1);
    Pair p{1.0f, 2};
    Pair q = warp.shfl_down(p, 1);
    if (warp.any(m > 5) && warp.all(s > 0))
        out[1] = q.a + q.b + b + e + tile8.meta_group_rank();
    cg::thread_group g = cg::tiled_partition(block, 16);
    g.sync();
    out[2] = g.thread_rank() + g.size();
    if (threadIdx.x < 7) {
        cg::coalesced_group active = cg::coalesced_threads();
        int r = cg::reduce(active, 1, cg::plus<int>());
        int x = cg::inclusive_scan(active, r);
        out[3] = active.shfl(x, 0) + active.size() + active.ballot(1);
    }
    cg::grid_group grid = cg::this_grid();
    out[4] = grid.thread_rank() + grid.size() + grid.block_rank();
}
__global__ void split(const int *in, int *out) {
    auto tile32 = cg::tiled_partition<32>(cg::this_thread_block());
    int v = in[threadIdx.x];
    auto sub = cg::binary_partition(tile32, v & 1);
    int s = cg::reduce(sub, v, cg::plus<int>());
    auto lab = cg::labeled_partition(tile32, v % 3);
    if (sub.thread_rank() == 0)
        atomicAdd(out, s + (int)lab.size());
}
