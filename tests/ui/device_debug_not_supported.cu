// -G (full device debug information) is not built yet: said, not ignored.
// ARGS: -G
__global__ void k(int *p) { *p = 1; }
