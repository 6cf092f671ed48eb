// A template argument that calls a dependent member function template,
// `req<TCC<C, E...>::template implicit<U...>()>`, as <tuple> chooses its
// constructors: tree-sitter reads it as the type of a function taking
// nothing; for a non-type parameter it is the call. A constructor whose
// condition fails is no candidate.
template <bool B, class T = void> struct en {};
template <class T> struct en<true, T> {
    typedef T type;
};
template <bool C> using req = typename en<C, bool>::type;
template <bool B, class... E> struct TCC {
    template <class... U> static constexpr bool implicit() { return sizeof...(U) == sizeof...(E); }
};
template <class... E> struct tp {
    template <bool C, class... U> using Imp = req<TCC<C, E...>::template implicit<U...>()>;
    int n = 0;
    template <class... U, bool V = true, Imp<V, U...> = true>
    __device__ tp(U &&...u) : n(10 * sizeof...(U) + V) {}
    __device__ tp(int a, int b, int c, int d) : n(a + b + c + d) {}
};
__global__ void run(int *out) {
    tp<int, float, double> t(1, 2.0f, 3.0);
    tp<int, float, double> u(1, 2, 3, 4);
    out[0] = t.n;
    out[1] = u.n;
}
