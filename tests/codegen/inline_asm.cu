// Inline PTX: outputs, inputs, "+" operands (tied), "n" immediates,
// symbolic names, the "memory" clobber and braces in the template all
// reach the PTX; %% spells PTX's own % names. Pointers travel in "l",
// 8-bit values in "c". Basic asm (no colons) is PTX as written, its %
// literal; __brkpt is one. `asm volatile` statements keep their order
// (laneid, bar.sync, the braced laneid, brkpt, ld.global.cg); the others
// have no side effects and move with NVPTX's scheduling.
// ARGS: -ptx -O2
__device__ __forceinline__ unsigned lane_id() {
    unsigned r;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}
__device__ __forceinline__ float load_cg(const float *p) {
    float v;
    asm volatile("ld.global.cg.f32 %0, [%1];" : "=f"(v) : "l"(p));
    return v;
}
__global__ void asm_kernel(float *out, const float *in, int *q) {
    unsigned lane = lane_id();
    int x = (int)lane;
    asm("add.s32 %0, %0, %1;" : "+r"(x) : "n"(5));
    int y;
    asm("{ .reg .pred p; setp.ne.s32 p, %1, 0; selp.s32 %0, %1, 7, p; }" : "=r"(y) : "r"(x));
    double d;
    asm("mov.f64 %[dst], %[src];" : [dst] "=d"(d) : [src] "d"(2.0));
    asm volatile("bar.sync 0;" ::: "memory");
    signed char c;
    asm("add.s16 %0, %1, 1;" : "=c"(c) : "c"((signed char)q[1]));
    asm volatile("{ .reg .b32 %t<2>; mov.u32 %t1, %laneid; }");
    if (c == 0) __brkpt();
    out[lane] = load_cg(in) + x + y + (float)d;
}
// CHECK: .entry _Z10asm_kernelPfPKfPi(
// CHECK: mov.u32 %r
// CHECK: , %laneid;
// CHECK: bar.sync 0;
// CHECK: { .reg .b32 %t<2>; mov.u32 %t1, %laneid; }
// CHECK: mov.f64 %fd
// CHECK: add.s32 %r
// CHECK: , 5;
// CHECK: { .reg .pred p; setp.ne.s32 p, %r
// CHECK: add.s16 %rs
// CHECK: brkpt;
// CHECK: ld.global.cg.f32 %f
