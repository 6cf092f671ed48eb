// Inline PTX misuse: constraint letters the NVVM IR spec does not have,
// an output without '=', an operand whose type does not fit its register
// class, a non-constant "n" operand, an operand number past the operands,
// a '%' that starts no operand nor PTX name, an unknown clobber, and a
// non-lvalue output. (A PTX name written with one '%', `%laneid`, is
// taken as nvcc takes it.)
__global__ void k(float *p, int n) {
    int x;
    float f;
    asm("mov.u32 %0, 1;" : "=q"(x));
    asm("mov.u32 %0, 1;" : "r"(x));
    asm("mov.u32 %0, %1;" : "=r"(f) : "r"(n));
    asm("mov.f32 %0, %1;" : "=f"(f) : "f"(p));
    asm("add.s32 %0, %0, %1;" : "+r"(x) : "n"(n));
    asm("mov.u32 %0, %2;" : "=r"(x) : "r"(n));
    asm("mov.u32 %0, % 1;" : "=r"(x));
    asm("bar.sync 0;" ::: "r1");
    asm("mov.u32 %0, 1;" : "=r"(n + 1));
    asm goto("bra %l0;" :::: done);
done:
    p[0] = f + x;
}
