// -lineinfo (nvcc's spelling): .file/.loc line tables in the PTX, for
// profilers, as nvcc gives them: no `.target …, debug` and no DWARF
// sections that would change what ptxas makes. Code from a macro is at
// the line the user wrote the macro call on (9); the inlined helper's code
// keeps its header's line (4, file 2). The ptxas sweep assembles it.
// ARGS: -ptx -lineinfo -arch=sm_80
#include "lineinfo_helper.h"
#define AXPY(a, x, y) ((a) * (x) + (y))
__global__ void scale(float *out, const float *in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = AXPY(twice(in[i]), 3.0f, 1.0f);
}
// CHECK-NOT: debug
// CHECK: .target sm_80
// CHECK-NEXT: .address_size 64
// CHECK: .visible .entry _Z5scalePfPKfi(
// CHECK: .loc	1 10 9
// CHECK: .loc	1 11 5
// CHECK: .loc	2 4 5
// CHECK: .loc	1 12 9
// CHECK-NOT: .debug_info
// CHECK: .file	1 "codegen/lineinfo.cu"
// CHECK-NEXT: .file	2 "codegen/lineinfo_helper.h"
