// Structured bindings at namespace scope are host variables: host code
// reads them, and `decltype` of a binding (the type it refers to, not a
// reference) chooses a kernel template's arguments, instantiated as clang
// instantiates them. Before: "structured bindings at namespace scope are
// not supported yet", and `decltype` of any binding was a reference.
#include "clang_cuda.h"

struct Config {
    int blocks;
    unsigned threads;
    double scale;
};
constexpr Config defaults{4, 128u, 0.5};
auto [blocks, threads, scale] = defaults;
int dims[2] = {8, 16};
auto &[rows, cols] = dims;

template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }

template <class A, class B> struct same {
    static constexpr bool value = false;
};
template <class A> struct same<A, A> {
    static constexpr bool value = true;
};
static_assert(same<decltype(scale), double>::value, "");
static_assert(same<decltype(rows), int>::value, "");

__device__ void local(int *o) {
    auto [b, t, s] = Config{o[1], 64u, 2.0};
    static_assert(same<decltype(t), unsigned>::value, "");
    o[0] = b + int(t) + int(s);
}

int main() {
    void (*by_scale)(double *, double) = fill<decltype(scale)>;
    void (*by_threads)(unsigned *, unsigned) = fill<decltype(threads)>;
    rows = blocks;
    return dims[0] == 4 && by_scale != nullptr && by_threads != nullptr ? 0 : 1;
}
