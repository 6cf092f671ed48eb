// nvcc accepts inline assembly operands without the comma between them
// (cuda-samples' conjugateGradientMultiDeviceCG writes `::"r"(reg_val)
// "l"(arrived)`), named ones too; cudac reads them as nvcc does, in order.
// Commas inside an operand's expression and string concatenation in the
// template stay as they are. Same PTX as nvcc 13.0 for these lines
// (register numbers aside).
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1kPhj(
// CHECK: st.release.sys.global.u8 [%rd1], %r1;
// CHECK: add.u32 %r
// CHECK: , %r1, %r4;
// CHECK: max.u32 %r5, %r6, %r
#define PICK(a, b) ((a) > (b) ? (a) : (b))
__global__ void k(unsigned char *arrived, unsigned v) {
    unsigned reg_val = v;
    asm volatile("st.release.sys.global.u8 [%1], %0;" ::"r"(reg_val) "l"(arrived) : "memory");
    unsigned out;
    asm("add.u32 %0, %1, %2;" : "=r"(out) : "r"(v) [b] "r"(v + 1));
    unsigned m;
    asm("max.u32 %0, "
        "%1, %2;"
        : "=r"(m)
        : "r"(PICK(v, 3u)) "r"(out));
    arrived[1] = out + m;
}
