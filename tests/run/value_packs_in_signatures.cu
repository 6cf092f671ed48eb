// Value parameter packs in function template signatures and class
// templates, as libcu++'s <utility> writes them: `template <class T, T...
// Is> struct integer_sequence` (each element typed by `T`'s argument),
// `make_index_sequence` through a member alias template taking a template
// template parameter, and `f(index_sequence<Is...>)` deducing `Is` from
// the argument. Before, "unknown type name 'T'" in device code, and the
// parameter became `iseq<>` (the pack expanded to nothing), so no call
// matched.
template <class T, T... Vs> struct iseq {
    static constexpr int size = sizeof...(Vs);
};
template <unsigned long... Is> using idx = iseq<unsigned long, Is...>;
template <class I, I... Vs> struct holder {
    template <template <class O, O...> class To, class U> using convert = To<U, Vs...>;
};
template <unsigned long N> struct make;
template <> struct make<0> { using type = holder<unsigned long>; };
template <> struct make<3> { using type = holder<unsigned long, 0, 1, 2>; };
template <> struct make<4> { using type = holder<unsigned long, 0, 1, 2, 3>; };
template <class T, T N> using make_seq = typename make<N>::type::template convert<iseq, T>;
template <unsigned long N> using make_idx = make_seq<unsigned long, N>;

template <unsigned long... Is> __device__ int count(idx<Is...>) { return sizeof...(Is); }
template <unsigned long... Is> __device__ int sum(iseq<unsigned long, Is...>) {
    return (0 + ... + int(Is));
}
template <int... Vs> struct ints {};
template <int... Vs> __device__ int weigh(ints<Vs...>) { return (0 + ... + (Vs * Vs)); }
template <class T, unsigned long... Is> __device__ T gather(const T *a, iseq<unsigned long, Is...>) {
    return (T(0) + ... + a[Is * 2]);
}
__global__ void run(int *out) {
    out[0] = count(make_idx<4>{});
    out[1] = sum(make_idx<4>{}) + 10 * sum(iseq<unsigned long, 5, 6>{});
    out[2] = weigh(ints<1, -2, 3>{});
    int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    out[3] = gather(a, make_idx<3>{});
    out[4] = make_idx<0>::size + 10 * iseq<char, 'a', 'b'>::size;
    out[5] = count(idx<>{});
}
