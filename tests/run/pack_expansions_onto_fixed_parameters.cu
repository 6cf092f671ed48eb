// Packs whose length deduction has not told yet, expanded where the
// template's parameters are no packs, as CuTe writes them:
// - a partial specialisation `Atom<Traits<Args...>, V>` of `Traits<Op,
//   OpArgs...>` (CuTe's `Copy_Atom<Copy_Traits<Args...>, T>`): it never
//   matched, and `Args` was no pack in its body;
// - one function parameter pack naming two packs, `Layout<Ss, Ds>
//   const&...` (CuTe's variadic `make_layout`): its last argument was
//   read as an expansion of `Ds` inside each element;
// - `sz(TM<Args...> const&)` for a `TM` with three fixed parameters (CuTe's
//   `size(TiledMMA<Args...> const&)`): the pattern failed, and the generic
//   `sz(T const&)` was picked and instantiated with a `TM`.
template <class Op, class... OpArgs> struct Traits {
    static constexpr int n = sizeof(Op) + 10 * sizeof...(OpArgs);
    using ThrID = short;
};
template <class... Args> struct Atom;
template <class Op, class V> struct Atom<Op, V> : Atom<Traits<Op>, V> {};
template <class... Args, class V> struct Atom<Traits<Args...>, V> : Traits<Args...> {
    using T = Traits<Args...>;
    using ThrID = typename T::ThrID;
    static constexpr int m = T::n * 100 + sizeof(V) + sizeof...(Args) * 1000;
};

template <class S, class D> struct Layout {
    S s;
    D d;
};
template <class... Ss, class... Ds>
__device__ int make_layout(Layout<Ss, Ds> const &...ls) {
    return (int)(sizeof...(Ss) * 10 + sizeof...(Ds)) + (0 + ... + (int)ls.s);
}
template <int... I> struct seq {};
template <int N, class T> __device__ T get(T const &t) { return t; }
template <class T0, class T1, class F, int... I, int... I0, int... I1>
__device__ int transform(T0 const &t0, T1 const &t1, F &&f, seq<I...>, seq<I0...>, seq<I1...>) {
    return make_layout(f(get<I>(t0), get<I>(t1))..., get<I0>(t0)..., get<I1>(t1)...);
}

template <class A, class B, class C = int> struct TM {
    int v = 5;
    __device__ constexpr int get() const { return v; }
};
template <int... I, class T> __device__ constexpr auto sz(T const &t) {
    return t * (int)(sizeof...(I) + 1);
}
template <int... I, class... Args> __device__ constexpr auto sz(TM<Args...> const &m) {
    return sz<I...>(m.get()) + (int)sizeof...(Args) * 100;
}

__global__ void run(int *out) {
    out[0] = Atom<double, char>::m;
    out[1] = Atom<Traits<int, float, char>, short>::m;
    out[2] = sizeof(Atom<double, char>::ThrID);
    Layout<int, char> a{1, 2};
    Layout<long, float> b{3, 4.f};
    out[3] = make_layout(a, b, a);
    out[4] = make_layout(a);
    out[5] = transform(a, a, [](auto x, auto) { return x; }, seq<0, 1>{}, seq<2>{}, seq<>{});
    out[6] = sz(TM<int, char>{});
    out[7] = sz<1>(TM<int, char, long>{});
    out[8] = sz(7);
}
