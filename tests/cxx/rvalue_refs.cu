// Rvalue references in signatures and calls: `O` in mangled names, move
// constructors (`C1EOS_`/`C2EOS_`) beside copy constructors, forwarding
// references instantiated for lvalues (`T = int&`) and rvalues, `T&&`
// overloads. Every symbol equals clang-19's.
#include "clang_cuda.h"

template <class T> __device__ T &&mv(T &t) { return static_cast<T &&>(t); }

struct Buf {
    int v;
    __device__ Buf(int x) : v(x) {}
    __device__ Buf(Buf &&o) : v(o.v) { o.v = 0; }
    __device__ Buf(const Buf &o) : v(o.v) {}
};

__device__ int sink(int &&x) { return x; }
__device__ int which(const int &) { return 1; }
__device__ int which(int &&) { return 2; }
__device__ int take(Buf b) { return b.v; }
template <class T> __device__ int fwd(T &&x) { return which(static_cast<T &&>(x)); }
template <class T> __device__ void swap_values(T &a, T &b) {
    T t(mv(a));
    a = mv(b);
    b = mv(t);
}

__global__ void rvalue_kernel(int *out, int k) {
    int l = k;
    Buf a(k);
    Buf b(mv(a));
    Buf c(b);
    int x = l, y = k + 1;
    swap_values(x, y);
    out[0] = sink(k * 2) + which(l) + which(k + 1) + take(c) + take(mv(b));
    out[1] = fwd(l) + fwd(k + 1) + fwd(mv(l)) + x - y;
}
