// -lineinfo in modern NVVM IR (sm_100 and later, which only libNVVM
// compiles): LLVM's own debug metadata text, a `DebugDirectivesOnly`
// unit and a `!dbg` on each instruction; libNVVM gets
// `-generate-line-info`. The libNVVM sweep compiles it.
// ARGS: --emit=nvvm-ir -lineinfo -arch=sm_100
__device__ __noinline__ float twice(float x) { return 2.0f * x; }
__global__ void scale(float *v) { v[threadIdx.x] = twice(v[threadIdx.x]); }
// CHECK: define internal float @_Z5twicef(float %x)
// CHECK: define void @_Z5scalePf(ptr nocapture %v)
// CHECK: tail call float @_Z5twicef(float %_0), !dbg !
// CHECK-NOT: llvm.dbg.declare
// CHECK: spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized
// CHECK: emissionKind: DebugDirectivesOnly
