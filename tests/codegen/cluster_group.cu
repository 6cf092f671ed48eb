// Thread block clusters through cooperative groups (sm_90):
// cg::this_cluster()'s ranks from the cluster special registers, sync()
// as the cluster barrier (also split into barrier_arrive/barrier_wait),
// and distributed shared memory: map_shared_rank (`mapa`) and
// query_shared_rank (`getctarank`), the instructions nvcc 13.0 writes for
// the same source. Before, `this_cluster` was undeclared.
// ARGS: -arch=sm_90 -ptx
// MIN-ARCH: sm_90
// CHECK: .entry _Z1kPi(
// CHECK: .explicitcluster
// CHECK: .reqnctapercluster 2, 1, 1
// CHECK: %cluster_ctarank;
// CHECK: barrier.cluster.arrive;
// CHECK: barrier.cluster.wait;
// CHECK: mapa.u64
// CHECK: %cluster_nctarank;
// CHECK: %cluster_ctaid.x;
// CHECK: %cluster_nctaid.x;
// CHECK: getctarank.u64
// CHECK: barrier.cluster.arrive;
// CHECK: barrier.cluster.wait;

#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) k(int *o) {
  __shared__ int s[64];
  cg::cluster_group cluster = cg::this_cluster();
  unsigned r = cluster.block_rank();
  s[threadIdx.x] = r;
  cluster.sync();
  int *peer = cluster.map_shared_rank(s, r ^ 1);
  o[threadIdx.x] = peer[threadIdx.x] + cluster.num_blocks() + cluster.thread_rank() + cluster.num_threads()
     + cluster.block_index().x + cluster.dim_blocks().x + cluster.query_shared_rank(peer);
  auto t = cluster.barrier_arrive();
  cluster.barrier_wait(static_cast<cg::cluster_group::arrival_token &&>(t));
  cluster.sync();
}
