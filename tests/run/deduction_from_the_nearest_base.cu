// Deducing `Atom<M>` from a class with two `Atom` specialisations among
// its bases, one derived from the other: the nearer one is the deduced
// type (CWG 2303). CuTe's `gemm(MMA_Atom<MMA> const&, …)` takes a
// `TiledMMA`, derived from `MMA_Atom<Op>`, itself derived from
// `MMA_Atom<MMA_Traits<Op>>`; cudac found two bases and no match.
template <class... Args> struct Atom;
template <class Op> struct Traits {
    using T = Op;
};
template <class... Args> struct Atom<Traits<Args...>> {
    int t = 1;
};
template <class Op> struct Atom<Op> : Atom<Traits<Op>> {
    int u = 2;
};
template <class A> struct Tiled : A {
    int v = 3;
};
template <class M> __device__ int gemm(Atom<M> const &m) { return sizeof(M) * 100 + m.u; }
template <class M> __device__ int pick(Atom<Traits<M>> const &m) { return sizeof(M) * 10 + m.t; }
// Two unrelated bases deducing differently stay a mismatch: the
// fallback is chosen.
template <class X> struct Left {};
struct Both : Left<int>, Left<char> {};
template <class X> __device__ int side(Left<X> const &) { return 1; }
template <class T> __device__ int side(T const &) { return 2; }

__global__ void run(int *out) {
    Tiled<Atom<double>> t;
    out[0] = gemm(t);
    out[1] = pick(t);
    out[2] = side(Both{});
}
