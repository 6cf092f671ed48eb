// Lambdas capture function parameter packs: implicitly by a capture
// default where the body expands the pack (`[=] { return (xs + ...); }`,
// `[&]`), and explicitly by `[xs...]` and `[&xs...]`; each element is a
// capture of its own, copied or referred to, and nested lambdas capture
// through their enclosing one.
template <class... Ts> __device__ int by_copy(Ts... xs) {
    auto f = [=] { return (xs + ... + 0); };
    return f();
}
template <class... Ts> __device__ int by_ref(Ts... xs) {
    auto g = [&] { ((xs *= 2), ...); };
    g();
    return (xs + ... + 0);
}
template <class... Ts> __device__ int explicit_copy(Ts... xs) {
    auto h = [xs...] { return (xs * ... * 1); };
    return h();
}
template <class... Ts> __device__ int explicit_ref(Ts... xs) {
    auto h = [&xs...] { ((xs += 1), ...); };
    h();
    return (xs - ... - 0);
}
template <class... Ts> __device__ int nested(Ts... xs) {
    auto outer = [=] {
        auto inner = [=] { return (xs * ... * 1); };
        return inner() + (int)sizeof...(xs);
    };
    return outer();
}
template <class... Ts> __device__ long mixed(int k, Ts... xs) {
    auto f = [&, k] { return k * (0L + ... + xs); };
    return f();
}

__global__ void run(int *out) {
    int z = out[63];
    out[0] = by_copy(1 + z, 2, 3);
    out[1] = by_ref(4, 5 + z);
    out[2] = explicit_copy(2, 3 + z, 4);
    out[3] = explicit_ref(10 + z, 3, 1);
    out[4] = nested(2 + z, 5);
    out[5] = (int)mixed(3, 1L, 2 + z, 4u);
    out[6] = by_copy();
}
