// -G in NVVM IR (LLVM 7 dialect, what libNVVM before Blackwell reads):
// the spec's debug support is LLVM 7's metadata. Debug records become
// `llvm.dbg.declare` calls on typed stack slots; every instruction,
// function and variable carries its `!dbg`; subprograms spell LLVM 7's
// `isLocal`/`isDefinition`/`isOptimized` instead of `spFlags`; the unit
// has no `nameTableKind`; "Debug Info Version" has behaviour Error and
// `nvvmir.version` gains the debug metadata version (3.1), as the spec
// requires. The libNVVM sweep compiles it (libNVVM gets `-g`).
// ARGS: --emit=nvvm-ir -G -arch=sm_80
__device__ int hits;
__device__ int bump(int by) { int before = atomicAdd(&hits, by); return before; }
__global__ void count(int *out, int n) {
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n)
        out[row] = bump(row);
}
// CHECK: @hits = addrspace(1) externally_initialized global i32 0, align 4, !dbg !
// CHECK: define internal i32 @_Z4bumpi(i32 %by) nounwind !dbg !
// CHECK: call void @llvm.dbg.declare(metadata i32* %by1, metadata !
// CHECK: , metadata !DIExpression()), !dbg !
// CHECK: define void @_Z5countPii(i32* %out, i32 %n) nounwind !dbg !
// CHECK: call void @llvm.dbg.declare(metadata i32* %row, metadata !
// CHECK: call i32 @_Z4bumpi(i32 %
// CHECK: declare void @llvm.dbg.declare(metadata, metadata, metadata)
// CHECK: !llvm.dbg.cu = !{!
// CHECK: !nvvmir.version = !{!
// CHECK: !DISubprogram(name: "bump", linkageName: "_Z4bumpi"
// CHECK: isLocal: true, isDefinition: true, isOptimized: false)
// CHECK: !DILocalVariable(name: "before"
// CHECK: !DILocalVariable(name: "row"
// CHECK: !{i32 1, !"Debug Info Version", i32 3}
// CHECK: emissionKind: FullDebug, globals: !
// CHECK: !{i32 2, i32 0, i32 3, i32 1}
// CHECK: !DIGlobalVariable(name: "hits", linkageName: "hits"
// CHECK-NOT: spFlags
