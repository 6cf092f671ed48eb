// cooperative_groups::this_grid().sync(): the grid-wide barrier of a
// cooperative launch (cudaLaunchCooperativeKernel), as nvcc 13 emits it:
// the workspace the driver passes in %envreg1:%envreg2 (a trap without
// one), the block barrier, one release add per block to the arrival
// counter and an acquire spin until its sign bit flips, the block barrier
// again. Also through a plain thread_group. Before, "not supported yet".
// ARGS: -arch=sm_80 --emit=ptx
// CHECK: .entry _Z5stepsPfi(
// CHECK: %envreg1;
// CHECK: %envreg2;
// CHECK: bar.sync 	0;
// CHECK: atom.add.release.gpu.u32
// CHECK: ld.acquire.gpu.u32
// CHECK: bar.sync 	0;
// CHECK: trap;
// CHECK: .entry _Z7genericPf(
// CHECK: atom.add.release.gpu.u32
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void steps(float *f, int n) {
    cg::grid_group grid = cg::this_grid();
    if (!grid.is_valid())
        return;
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
        f[i] += 1.0f;
    grid.sync();
    if (grid.thread_rank() == 0)
        f[0] = f[n - 1];
}

__global__ void generic(float *f) {
    cg::thread_group g = cg::this_grid();
    f[g.thread_rank()] = 1.0f;
    g.sync();
    cg::sync(cg::this_grid());
}
