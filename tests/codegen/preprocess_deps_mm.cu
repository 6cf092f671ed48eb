// -MM leaves out system headers; -MT names the target; -MP adds phony rules.
// ARGS: -MM -MT objects/k.o -MP -I codegen/include -isystem codegen/include/sys
// CHECK: objects/k.o:
// CHECK: codegen/preprocess_deps_mm.cu
// CHECK: include/dep_user.h
// CHECK-NOT: dep_sys
// CHECK: include/dep_user.h:
#include "dep_user.h"
#include <dep_sys.h>
__global__ void scale(float *x) { x[0] *= DEP_USER_SCALE + DEP_SYS_BIAS; }
