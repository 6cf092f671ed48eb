// Warp functions: shuffles (idx/up/down/xor, int and float, with the
// width packed into the clamp operand as PTX wants: ((32 - w) << 8) |
// 31, or (32 - w) << 8 for up), votes, ballot, activemask, syncwarp.
// ARGS: --emit=llvm-ir
__global__ void warp(float *f, int *i, unsigned *u) {
    float v = f[threadIdx.x];
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_down_sync(0xffffffff, v, o);
    f[0] = v + __shfl_sync(0xffffffff, v, 3) + __shfl_xor_sync(0xffffffff, v, 1, 16);
    i[0] = __shfl_up_sync(0xffffffff, i[1], 2, 8);
    unsigned b = __ballot_sync(__activemask(), v > 0.0f);
    u[0] = b + __all_sync(b, i[0] > 0) + __any_sync(b, i[0] < 0);
    __syncwarp();
}
// CHECK: define void @_Z4warpPfPiPj(
// CHECK: call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float
// CHECK: , i32 16, i32 31)
// CHECK: call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float
// CHECK: , i32 3, i32 31)
// CHECK: call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float
// CHECK: , i32 1, i32 4127)
// CHECK: call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32
// CHECK: , i32 2, i32 6144)
// CHECK: call i32 @llvm.nvvm.activemask()
// CHECK: call i32 @llvm.nvvm.vote.ballot.sync(i32
// CHECK: call i1 @llvm.nvvm.vote.all.sync(i32
// CHECK: call i1 @llvm.nvvm.vote.any.sync(i32
// CHECK: call void @llvm.nvvm.bar.warp.sync(i32 -1)
