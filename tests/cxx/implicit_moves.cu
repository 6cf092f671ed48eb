// Implicit move constructors and move assignments (`C1EOS_`, `aSEOS_`)
// of classes whose members or bases declare moves, used from rvalues
// (class templates and nested classes too); the same symbols as clang-19.
#include "clang_cuda.h"

struct M {
    int v;
    __device__ M() : v(0) {}
    __device__ M(const M &o) : v(o.v) {}
    __device__ M(M &&o) : v(o.v + 1) {}
    __device__ M &operator=(const M &o) {
        v = o.v;
        return *this;
    }
    __device__ M &operator=(M &&o) {
        v = o.v + 1;
        return *this;
    }
};

struct Holder {
    M m;
    int x;
};

namespace box {
template <class T> struct Pair {
    T first;
    M second;
    struct Inner {
        M m;
    } inner;
};
} // namespace box

template <class T> __device__ T &&mv(T &t) { return static_cast<T &&>(t); }

__global__ void moves(int *out) {
    Holder a;
    Holder b(mv(a));
    b = mv(a);
    box::Pair<float> p;
    box::Pair<float> q(mv(p));
    q = mv(p);
    box::Pair<float>::Inner i(mv(q.inner));
    out[0] = b.m.v + q.second.v + i.m.v;
}
