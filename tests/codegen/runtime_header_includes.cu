// What nvcc's own headers include, programs use without an include of
// their own: INT_MAX through driver_types.h's <limits.h> (HeCBench's
// hungarian and floydwarshall2), uint64_t through cuda.h's <stdint.h>
// (HeCBench's merkle). cudac's shipped headers did not include them.
// ARGS: --emit=ptx
// CHECK: .entry _Z6boundsPiPm(
// CHECK: 2147483647
#include <cuda.h>

__global__ void bounds(int *out, uint64_t *wide) {
    out[0] = INT_MAX;
    wide[0] = UINT64_MAX;
    wide[1] = SIZE_MAX;
}
