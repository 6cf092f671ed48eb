// Below sm_80 a tile of more than 32 threads synchronises in the user's
// `__shared__ block_tile_memory<N>`: 32 bytes of barriers and reserved
// space and an 8-byte slot per warp of N threads (96 bytes for N = 256,
// nvcc 13.0's size too), whose barriers this_thread_block(scratch) clears
// (thread ranks 0-4) before a bar.sync; PTX keeps sm_75's 6.3 and there is
// no reserved shared memory. A float reduction is a shuffle butterfly per
// warp, then across the 4 warps of the 128-thread tile.
// ARGS: -ptx -arch=sm_75
// CHECK: .version 6.3
// CHECK: .entry _Z5tile4PKfPf(
// CHECK: .shared .align 8 .b8 _ZZ5tile4PKfPfE7scratch[96];
// CHECK: bar.sync
// CHECK: shfl.sync.bfly.b32
// CHECK: atom.or.acq_rel.cta.b32
// CHECK: shfl.sync.bfly.b32
// CHECK-NOT: reserved_smem
// CHECK: ret;
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile4(const float *in, float *out) {
    __shared__ cg::block_tile_memory<256> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<128> tile = cg::tiled_partition<128>(block);
    float v = in[block.thread_rank()];
    out[block.thread_rank()] = cg::reduce(tile, v, cg::plus<float>());
}
