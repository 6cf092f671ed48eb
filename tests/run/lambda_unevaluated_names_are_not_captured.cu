// A name in an unevaluated operand (`sizeof`, `decltype`) is no odr-use:
// a lambda need not capture it, even without a capture default, and a
// generic lambda's instantiation may name it where the lambda did not
// (CuTe's `nullspace`: `[&](auto init, auto i) { if constexpr
// (is_constant_v<0, decltype(get<i>(flat_stride))>) … }`). cudac
// reported it as an implicit capture that is not allowed, or as a
// capture only an instantiation shows.
template <int I> struct Int {
    static constexpr int value = I;
};
template <int I> __device__ double get(double const (&a)[2]) { return a[I]; }
__global__ void run(int *out) {
    double flat[2] = {1.5, 2.5};
    short s = 3;
    auto f = [&](auto i) {
        if constexpr (sizeof(decltype(get<decltype(i)::value>(flat))) == 8) {
            return 1;
        } else {
            return 2;
        }
    };
    auto g = [](auto i) { return (int)sizeof(s) + i; };
    auto h = [&](auto i) {
        using T = decltype(s);
        return (int)sizeof(T) * 10 + i;
    };
    auto m = [&](int i) { return (int)sizeof(flat) + i + (int)flat[0]; };
    out[0] = f(Int<1>{});
    out[1] = g(2);
    out[2] = h(3);
    out[3] = m(4);
    out[4] = sizeof(f);
    out[5] = sizeof(g);
    out[6] = sizeof(m);
}
