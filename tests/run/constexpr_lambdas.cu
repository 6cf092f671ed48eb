// C++17 lambdas in constant expressions: a call operator is constexpr
// wherever its body allows ([expr.prim.lambda.closure]p4), written
// `constexpr` or not, generic or not, with captures of constants, and
// called from constexpr functions. Before: "static assertion expression is
// not an integral constant expression" and "'constexpr' on a lambda is not
// supported yet". Comparisons of floating constants (`d == 4.0`) are
// integral constant expressions too.
template <int N> struct Tag {
    static constexpr int value = N;
};

__host__ __device__ constexpr int apply_twice(int x) {
    auto inc = [](int v) { return v + 3; };
    return inc(inc(x));
}

template <class F> __host__ __device__ constexpr int call_with(F f, int v) { return f(v); }

__device__ int use(int *out) {
    constexpr auto sq = [](int x) { return x * x; };
    static_assert(sq(3) == 9, "");
    auto cube = [](int x) constexpr { return x * x * x; };
    static_assert(cube(2) == 8, "");
    constexpr int v = [](int a) { return a + 1; }(4);
    static_assert(v == 5, "");
    constexpr auto add = [](auto a, auto b) { return a + b; };
    static_assert(add(2, 5) == 7, "");
    static_assert(add(1.5, 2.5) == 4.0, "");
    constexpr double d = add(0.25, 2.0);
    static_assert(d == 2.25 && d > 2.0 && !(d != 2.25), "");
    constexpr float f = 1.0f / 3.0f;
    static_assert(f != 1.0 / 3.0, "");
    constexpr int k = 6;
    constexpr auto times_k = [=](int x) { return x * k; };
    static_assert(times_k(2) == 12, "");
    static_assert(apply_twice(1) == 7, "");
    static_assert(call_with([](int x) { return x - 1; }, 10) == 9, "");
    int arr[sq(2)];
    for (int i = 0; i < sq(2); ++i)
        arr[i] = i + out[63];
    return arr[3] + Tag<cube(3)>::value + v + sq(out[63] + 2);
}

__global__ void run(int *out) {
    out[0] = use(out);
    constexpr auto fact = [](int n) {
        int r = 1;
        for (int i = 2; i <= n; ++i)
            r *= i;
        return r;
    };
    static_assert(fact(5) == 120, "");
    out[1] = Tag<fact(4)>::value;
}
