// Destructors and defaulted special members: user-declared (in the class
// and out of line), implicit ones of classes whose members or bases have
// destructors, class templates, local classes, arrays; the same symbols
// as clang-19.
#include "clang_cuda.h"

namespace res {
struct Counter {
    int *hits;
    __device__ Counter(int *h) : hits(h) { *hits += 1; }
    __device__ Counter(const Counter &o) : hits(o.hits) { *hits += 1; }
    __device__ ~Counter();
};
__device__ Counter::~Counter() { *hits -= 1; }

template <class T> struct Guard {
    T *slot;
    T saved;
    __device__ explicit Guard(T *s) : slot(s), saved(*s) {}
    __device__ ~Guard() { *slot = saved; }
};

struct Owner {
    Counter c;
    float weights[4];
};

struct Tagged : Counter {
    int tag = 3;
    __device__ Tagged(int *h) : Counter(h) {}
};
} // namespace res

struct Defaults {
    int x = 1;
    res::Counter *p = nullptr;
    __device__ Defaults() = default;
    __device__ Defaults(const Defaults &) = default;
    __device__ Defaults &operator=(const Defaults &) = default;
};

struct CopiesMember {
    res::Counter c;
    int n;
    __device__ CopiesMember(int *h) : c(h), n(2) {}
    __device__ CopiesMember(const CopiesMember &) = default;
};

struct Cell {
    int v;
    __device__ Cell() : v(7) {}
    __device__ ~Cell() { v = 0; }
};

__device__ res::Counter make(int *h) { return res::Counter(h); }
__device__ int count(res::Counter c) { return *c.hits; }

__global__ void raii(int *hits, float *out) {
    res::Counter a(hits);
    {
        res::Guard<float> g(out);
        out[0] = 2.0f;
    }
    res::Owner o{res::Counter(hits), {1, 2, 3, 4}};
    res::Tagged t(hits);
    out[1] = count(a) + count(make(hits)) + t.tag;
    Defaults d;
    Defaults e = d;
    e = d;
    CopiesMember m(hits);
    CopiesMember m2 = m;
    Cell cells[4];
    out[2] = cells[3].v + e.x + m2.n + o.weights[2];
    struct Local {
        int *p;
        __device__ ~Local() { *p += 1; }
    };
    Local l{hits};
    for (int i = 0; i < 2; ++i) {
        res::Counter loop(hits);
        if (*hits > 10)
            return;
    }
}

template <int N> __global__ void scoped(int *hits) {
    res::Guard<int> g(hits);
    res::Counter cs[N] = {res::Counter(hits), res::Counter(hits)};
    hits[1] = N;
}
template __global__ void scoped<2>(int *);

// Explicit destructor calls, and pseudo-destructors of scalars in templates.
template <class T> __device__ void destroy_at(T *p) { p->~T(); }
__global__ void manual(res::Counter *c, int *x, res::Guard<int> *g) {
    destroy_at(c);
    destroy_at(x);
    c->~Counter();
    g->~Guard();
}
