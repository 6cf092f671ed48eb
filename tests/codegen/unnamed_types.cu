// A kernel whose signature names a class no typedef names (`typedef
// struct { … } *Handle;` names the pointer, not the class) gets clang's
// `$_N` for it, numbered in declaration order; LLVM accepts `$` in
// symbols (before: "Symbol name with unsupported characters", an abort).
// ARGS: -ptx
// CHECK: .entry _Z4pokeP3$_0(
// CHECK: .entry _Z5touchP3$_1(
typedef struct {
    int a;
} *Handle;
struct {
    int q;
} unnamed_global;
__global__ void poke(Handle h) { h->a = 1; }
__global__ void touch(decltype(unnamed_global) *p) { p->q = 2; }
