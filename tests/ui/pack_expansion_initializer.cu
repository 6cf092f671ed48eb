// A pack expansion as a whole copy-initialiser (`int b = a ...;`, as a
// mutated `const dim3 &g = gridDim ...;` has it) is an error at the
// expansion. Before, cudac expanded the same initialiser again and again
// until its stack overflowed (a crash, not a diagnostic).
__global__ void k(unsigned *o) {
    int a = 1;
    int b = a ...;
    const dim3 &g = gridDim ...;
    o[0] = b + g.x;
}
