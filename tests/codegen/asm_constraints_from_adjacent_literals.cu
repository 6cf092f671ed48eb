// A constraint written as adjacent string literals is the one literal
// they make, as in C: moderngpu's shuffle macros build `"="#r` (`"=" "r"`
// after stringizing), and `"+" "l"` reads the same as `"+l"`. cudac reads
// them as nvcc 13.0 does (same instructions on this file).
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1kPiPl(
// CHECK: shfl.sync.up.b32 t, %r
// CHECK: add.s64 %rd
#define SHFL_UP(r, c_type)                                                   \
    __device__ c_type shfl_up_add(c_type x, int offset) {                    \
        c_type result = 0;                                                   \
        asm("{ .reg .b32 t; shfl.sync.up.b32 t, %1, %2, 0, -1; "              \
            "add.s32 %0, t, %1; }"                                           \
            : "="#r(result) : #r(x), "r"(offset));                           \
        return result;                                                       \
    }
SHFL_UP(r, int)
__global__ void k(int *p, long *q) {
    p[0] = shfl_up_add(p[1], 3);
    long v = q[0];
    asm("add.s64 %0, %0, %1;" : "+" "l"(v) : "l"(q[1]));
    q[2] = v;
}
