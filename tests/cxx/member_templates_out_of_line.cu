// Member templates defined outside their class: of a class template
// (`template <class T> template <class U> U Box<T>::as() const`), with
// other parameter names than the declaration's, and of a plain class; the
// specialisations are members named as clang names them
// (`_ZNK3BoxIfE2asIiEET_v`).
#include "clang_cuda.h"

template <class T> struct Box {
    T v;
    template <class U> __device__ U as() const;
    template <class U> __device__ U scaled(U k) const;
};
template <class T> template <class U> __device__ U Box<T>::as() const { return U(v); }
template <class A> template <class B> __device__ B Box<A>::scaled(B k) const { return B(v) * k; }

struct Plain {
    int n;
    template <int K> __device__ int times() const;
};
template <int K> __device__ int Plain::times() const { return n * K; }

__global__ void k(Box<float> b, Box<double> d, Plain p, int *o) {
    o[0] = b.as<int>() + int(b.scaled(2.0)) + d.as<int>() + d.scaled(3);
    o[1] = p.times<4>() + p.times<5>();
}
