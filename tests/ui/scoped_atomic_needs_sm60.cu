// The scoped atomics are sm_60 PTX (`atom.cta`, `atom.sys`): the builtin
// table's minimum-SM column reports them at the user's call.
// ARGS: -arch=sm_52
__global__ void k(int *p, unsigned *u) {
    atomicAdd_block(p, 1);
    atomicInc(u, 4u);
    atomicExch_system(p + 1, 2);
}
