// X-macros: a table included several times with different definitions.
enum Op {
#define X(name, sym, prec) OP_##name,
#include "ops.def"
#undef X
    OP_COUNT
};
static const char *op_names[] = {
#define X(name, sym, prec) #name,
#include "ops.def"
#undef X
};
static const char *op_syms[] = {
#define X(name, sym, prec) #sym,
#include "ops.def"
#undef X
};
#define OP_TABLE(X) X(add, +, 1) X(mul, *, 2) X(shl, <<, 3)
#define CASE(name, sym, prec) case OP_##name: return a sym b;
int apply(int op, int a, int b) { switch (op) { OP_TABLE(CASE) } return 0; }
