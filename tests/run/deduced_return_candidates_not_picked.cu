// Function templates with deduced return types (`auto`) are defined only
// when overload resolution picks them ([temp.inst]p4, [dcl.spec.auto]):
// CuTe's `coalesce(Shape const&)`, whose `static_assert` rejects a
// `Layout`, stands beside the more specialised `coalesce(Layout<S, D>
// const&)` that a call with a `Layout` picks. cudac instantiated every
// candidate's body to learn its type, and the unpicked one's
// `static_assert` failed.
// Also: a structured binding whose initialiser holds a lambda declaring
// variables (CuTe's `composition_impl`, `auto [s, d, rs, rd] = fold(…,
// [&](auto const& init, auto i) { auto s = get<0>(init); … })`): the
// binding's names went to the lambda's first variable. And a generic
// lambda binding names its enclosing function also declares (CuTe's
// `complement`: `[](auto const& init, auto i) { auto [shape, stride, …]
// = init; … }` inside `complement(Shape const& shape, …)`): they were
// taken for captures of the enclosing parameters.
// And a static constexpr array member initialised from a pack (`idx[] =
// {Is...}`, CuTe's `tuple_element` of an `integer_sequence`).
template <class S, class D> struct Layout {
    S s;
    D d;
};
template <class S, class D> __device__ constexpr auto co(Layout<S, D> const &l) {
    return l.s * 100 + l.d;
}
template <class S> __device__ constexpr auto co(S const &) {
    static_assert(sizeof(S) == 0, "generic candidate instantiated");
    return 2;
}
template <class T> __device__ constexpr auto twice(T t) { return t * 2; }
template <class T> __device__ constexpr auto twice(T *p) { return *p * 3; }

struct P {
    int a, b;
};
template <class F> __device__ P call(F f) { return f(3); }

template <class F> __device__ int call_generic(F f) { return f(P{3, 4}); }
__device__ int shadowing(int shape, int stride) {
    return call_generic([](auto const &init) {
        auto [shape, stride] = init;
        return shape * 10 + stride;
    }) + shape * 1000 + stride * 100;
}

template <int... Is> struct Seq {
    static constexpr int idx[sizeof...(Is)] = {Is...};
    static constexpr int second = idx[1];
};

__global__ void run(int *out) {
    Layout<int, int> l{4, 5};
    out[0] = co(l);
    int v = 7;
    out[1] = twice(v) + twice(&v);
    auto [x, y] = call([&](int w) {
        auto x = w * 2;
        auto y = w + 1;
        return P{x, y};
    });
    out[2] = x * 10 + y;
    out[3] = Seq<4, 9, 2>::second;
    out[4] = shadowing(5, 6);
}
