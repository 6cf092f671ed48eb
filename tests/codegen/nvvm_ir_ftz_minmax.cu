// ARGS: --emit=nvvm-ir -ftz=true
// libNVVM has no minnum/maxnum; the export writes PTX min/max, and under
// -ftz=true the `.ftz` forms LLVM's NVPTX selects for the same code (f64
// has none).
__global__ void k(float *a, double *d) {
  a[0] = fminf(a[1], a[2]);
  a[3] = fmaxf(a[4], a[5]);
  d[0] = fmin(d[1], d[2]);
}

// CHECK: asm "min.ftz.f32 $0, $1, $2;"
// CHECK: asm "max.ftz.f32 $0, $1, $2;"
// CHECK: asm "min.f64 $0, $1, $2;"
