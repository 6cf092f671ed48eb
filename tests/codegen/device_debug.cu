// -G (nvcc's device debug): `.target …, debug`, DWARF sections ptxas
// accepts, and no optimisation, so every call and variable is still there.
// Code from a macro is at the line the user wrote the macro call on (11);
// the header's function keeps its own file and lines (file 1, line 4);
// __CUDACC_DEBUG__ is defined as nvcc defines it. The ptxas sweep
// assembles it.
// ARGS: -ptx -G -arch=sm_80
#include "device_debug_helper.h"
#define ROW (blockIdx.x * blockDim.x + threadIdx.x)
__global__ void scale(float *out, const float *in, int n) {
    int row = ROW;
#ifdef __CUDACC_DEBUG__
    if (row < n)
#endif
        out[row] = scaled(in[row], 2.0f);
}
// CHECK: .target sm_80, debug
// CHECK: _Z6scaledff(
// CHECK: .loc	1 4 11
// CHECK: .visible .entry _Z5scalePfPKfi(
// CHECK: .loc	2 11 9
// CHECK: .loc	2 13 5
// CHECK: .loc	2 15 9
// CHECK: call.uni (retval0),
// CHECK-NEXT: _Z6scaledff,
// CHECK: .file	1 "codegen/device_debug_helper.h"
// CHECK-NEXT: .file	2 "codegen/device_debug.cu"
// CHECK: .section	.debug_abbrev
// CHECK: .section	.debug_info
// CHECK: .b64 __local_depot1
// CHECK-NOT: .debug_pubnames
