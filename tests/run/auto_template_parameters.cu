// `template <auto V>`: the parameter's type deduces from its argument, as
// a variable's would (CUB's `constant_t<V>` = `integral_constant<
// decltype(V), V>` and `constant_v<V>`). Before, "'auto' is not allowed
// here" at every use.
template <class T, T v> struct IC {
    static constexpr T value = v;
    using type = T;
};
template <auto V> using constant_t = IC<decltype(V), V>;
template <auto V> inline constexpr auto constant_v = constant_t<V>{};
template <auto V> __device__ auto twice() { return V * 2; }
template <int N> __device__ int get(IC<int, N>) { return N; }
__global__ void run(int *out) {
    out[0] = twice<3>() + (int)twice<4L>();
    out[1] = (int)sizeof(twice<4L>());
    out[2] = get(constant_v<5>);
    out[3] = (int)sizeof(constant_t<'a'>::type);
    out[4] = (int)sizeof(constant_t<7ull>::type);
    out[5] = constant_t<-2>::value;
}
