// -lineinfo in LLVM IR: a compile unit that asks only for line
// directives, a subprogram per defined function (with its mangled name),
// and a location on the kernel's instructions.
// ARGS: --emit=llvm-ir -lineinfo -O0
__device__ int add(int a, int b) { return a + b; }
__global__ void k(int *p) { *p = add(p[1], 2); }
// CHECK: !llvm.dbg.cu
// CHECK: "Debug Info Version", i32 3
// CHECK: !DICompileUnit(language: DW_LANG_C_plus_plus
// CHECK: emissionKind: DebugDirectivesOnly
// CHECK-NEXT: !DIFile(filename: "lineinfo_ir.cu", directory: "codegen")
// CHECK: !DISubprogram(name: "add", linkageName: "_Z3addii"
// CHECK: !DISubprogram(name: "k", linkageName: "_Z1kPi"
// CHECK: !DILocation(line: 6
