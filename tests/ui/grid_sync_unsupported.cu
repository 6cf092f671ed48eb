// grid_group::sync() needs a cooperative launch, which cudac does not
// support yet: calling it is an error at the call; the rest of
// cooperative groups (the grid's ranks included) compiles.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(unsigned long long *o) {
    cg::grid_group grid = cg::this_grid();
    o[grid.thread_rank()] = grid.size();
    grid.sync();
    cg::sync(grid);
}
