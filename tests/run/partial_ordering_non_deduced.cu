// Partial ordering of function templates: a parameter that names none of
// a template's parameters deduces nothing but must be the argument's type
// exactly, so `R(tt, T, int, plus)` is more specialised than
// `R(tt, T, int, Op)`, and `Ap(Op, int, constant_t<WARPS>)` than
// `Ap(Op, int, constant_t<S>)` (CUB's warp and block reductions). Before,
// "call to 'R' is ambiguous".
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> {
    using type = T;
};
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_int {
    static constexpr bool value = false;
};
template <> struct is_int<int> {
    static constexpr bool value = true;
};
template <class T, T v> struct IC {
    static constexpr T value = v;
};
template <auto V> using constant_t = IC<decltype(V), V>;
template <auto V> inline constexpr auto constant_v = constant_t<V>{};
struct tt {};
struct plus {};
template <class T> struct W {
    template <class Op> __device__ T R(tt, T, int, Op) { return 1; }
    template <class U = T> __device__ enable_if_t<is_int<U>::value, T> R(tt, T, int, plus) { return 2; }
};
template <int WARPS> struct A {
    template <bool F, class Op, int S> __device__ int Ap(Op op, int x, constant_t<S>) {
        return Ap<F>(op, x + S, constant_v<S + 1>);
    }
    template <bool F, class Op> __device__ int Ap(Op, int x, constant_t<int{WARPS}>) { return x; }
    template <bool F, class Op> __device__ int Ap(Op op, int x) { return Ap<F>(op, x, constant_v<1>); }
};
__global__ void run(int *out) {
    W<int> w;
    out[0] = w.R(tt{}, 1, 1, plus{});
    out[1] = w.R(tt{}, 1, 1, tt{});
    W<float> wf;
    out[2] = (int)wf.R(tt{}, 1.0f, 1, plus{});
    A<4> a;
    out[3] = a.template Ap<true>(plus{}, 100);
}
