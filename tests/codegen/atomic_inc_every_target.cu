// atomicInc/atomicDec are `atom.inc`/`atom.dec`, which every target has
// (nvcc accepts them for sm_50). The minimum SM of a builtin is its row's
// column in nvvm/builtins.rs; the name-prefix rule before it asked sm_60
// of these, like the scoped `_block`/`_system` atomics.
// ARGS: -ptx -arch=sm_50
// CHECK: atom.inc.u32
// CHECK: atom.dec.u32

__global__ void counters(unsigned *p) {
    atomicInc(p, 5u);
    atomicDec(p + 1, 3u);
}
