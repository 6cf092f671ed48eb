// -M lists every file read, the input first, then in inclusion order; the
// embedded runtime headers are part of the compiler and never listed.
// ARGS: -M -I codegen/include -isystem codegen/include/sys -include codegen/include/forced.h
// CHECK: preprocess_deps_m.o:
// CHECK: codegen/preprocess_deps_m.cu
// CHECK: include/forced.h
// CHECK: include/dep_user.h
// CHECK: include/sys/dep_sys.h
// CHECK-NOT: cudac
// CHECK-NOT: dep_user.h
#include "dep_user.h"
#include <dep_sys.h>
#include "dep_user.h"
__global__ void scale(float *x) { x[FORCED_N] *= DEP_USER_SCALE + DEP_SYS_BIAS; }
