// #pragma unroll N / nounroll become llvm.loop metadata on the back edge.
// ARGS: -O0 --emit=llvm-ir
__global__ void sum(float *a) {
    float s = 0;
#pragma unroll 4
    for (int i = 0; i < 64; i++) s += a[i];
#pragma nounroll
    for (int i = 0; i < 8; i++) s *= a[i];
#pragma unroll
    for (int i = 0; i < 4; i++) s -= a[i];
    float w[3] = {1, 2, 3};
#pragma unroll 3
    for (float v : w) s += v;
    a[0] = s;
}
// CHECK: !llvm.loop
// CHECK: !"llvm.loop.unroll.count", i32 4}
// CHECK: !"llvm.loop.unroll.disable"}
// CHECK: !"llvm.loop.unroll.full"}
// CHECK: !"llvm.loop.unroll.count", i32 3}
