// ARGS: --emit=llvm-ir
// Found by `cargo xtask difftest fold`: with a parenthesised operand,
// tree-sitter reads `sizeof(static_cast<T>((e)))` as the size of a type
// (a template `static_cast<T>` taking a function declarator); it is the
// size of the cast expression, whatever cast keyword it uses.
__global__ void k(int *o, int v0) {
  o[0] = sizeof(static_cast<short>((v0 && v0)));
  o[1] = sizeof(static_cast<double>((v0)));
  o[2] = sizeof(const_cast<int *>((o)));
  o[3] = sizeof(reinterpret_cast<char *>((o)));
  o[4] = sizeof(static_cast<short>(v0));
}

// CHECK: store i32 2, ptr %o
// CHECK: store i32 8,
// CHECK: store i32 8,
// CHECK: store i32 8,
// CHECK: store i32 2,
