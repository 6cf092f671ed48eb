// The rest of the warp and block API: __syncthreads_count/_and/_or are
// barrier0.popc/and/or; __match_any_sync/__match_all_sync (sm_70) are
// match.{any,all}.sync, the predicate stored through the pointer;
// __reduce_*_sync (sm_80) are redux.sync; 64-bit and double shuffles are
// two 32-bit shuffles of the halves; the NVVM spec's mode-operand builtins
// pick the intrinsic by their constant mode.
// ARGS: --emit=llvm-ir -O0 -arch=sm_80
// MIN-ARCH: sm_80
__global__ void extras(int *out, double *d, long long *ll, unsigned *u) {
    int pred = threadIdx.x & 1;
    out[0] = __syncthreads_count(pred);
    out[1] = __syncthreads_and(pred);
    out[2] = __syncthreads_or(pred);
    unsigned any = __match_any_sync(0xffffffffu, out[3]);
    int all_equal;
    unsigned all = __match_all_sync(0xffffffffu, ll[0], &all_equal);
    u[0] = any + all + all_equal;
    u[1] = __reduce_add_sync(0xffffffffu, u[2]);
    out[4] = __reduce_min_sync(0xffffffffu, out[5]);
    u[3] = __reduce_max_sync(0xffffffffu, u[4]) ^ __reduce_xor_sync(0xffffffffu, u[5]);
    d[0] = __shfl_down_sync(0xffffffffu, d[1], 4);
    ll[1] = __shfl_xor_sync(0xffffffffu, ll[2], 1, 16);
    out[6] = __nvvm_shfl_sync_i32(0xffffffffu, 2, out[7], 1, 0x1f);
    u[6] = __nvvm_vote_sync(0xffffffffu, 3, pred != 0);
    __nvvm_membar(1);
}
// CHECK: define void @_Z6extrasPiPdPxPj(
// CHECK: call i32 @llvm.nvvm.barrier0.popc(i32
// CHECK: call i32 @llvm.nvvm.barrier0.and(i32
// CHECK: call i32 @llvm.nvvm.barrier0.or(i32
// CHECK: call i32 @llvm.nvvm.match.any.sync.i32(i32
// CHECK: call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32
// CHECK: call i32 @llvm.nvvm.redux.sync.add(i32
// CHECK: call i32 @llvm.nvvm.redux.sync.min(i32
// CHECK: call i32 @llvm.nvvm.redux.sync.umax(i32
// CHECK: call i32 @llvm.nvvm.redux.sync.xor(i32
// CHECK: call i32 @llvm.nvvm.shfl.sync.down.i32(
// CHECK: call i32 @llvm.nvvm.shfl.sync.down.i32(
// CHECK: call i32 @llvm.nvvm.shfl.sync.bfly.i32(
// CHECK: call i32 @llvm.nvvm.shfl.sync.bfly.i32(
// CHECK: call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32
// CHECK: call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1
// CHECK: call void @llvm.nvvm.membar.cta()
