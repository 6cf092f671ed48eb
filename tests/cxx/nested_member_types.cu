// A type defined in a member declaration (`struct In { … } in;`,
// `enum { … } mode;`) belongs to the enclosing class even when the class
// is otherwise a plain C-style struct: it is found as `Outer::In`, its
// enumerators as `Outer::A`, and it mangles inside `Outer` (N5Outer2InE).
// Symbols must equal clang-19's.
#include "clang_cuda.h"

struct Params {
    int n;
    struct Config { int iters; float eps; } cfg;
    enum Mode { Fast, Exact } mode;
    enum { Small = 4, Large = 64 } size;
    struct Entry { int key; } *entries;
};

__device__ int iters_of(Params::Config c) { return c.iters; }
__device__ int key_of(const Params::Entry *e) { return e->key; }
__device__ int pick(Params::Mode m) { return m == Params::Exact ? Params::Large : Params::Small; }

__global__ void solve(Params p, Params::Config *out) {
    Params::Config c = p.cfg;
    c.iters += iters_of(p.cfg) + key_of(p.entries) + pick(p.mode);
    *out = c;
}
