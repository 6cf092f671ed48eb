// Generic lambdas (`auto` parameters), computing what clang-19 computes
// (tests/suites.rs `layout_matches_clang`): one specialisation per call's
// argument types, captures by copy and by reference decided where the
// lambda is written (a by-reference capture sees later writes, a copy
// does not), `this` captured through a member's use, `auto&` and
// `const auto&` parameters, parameter packs, nested generic lambdas and
// generic lambdas passed to function templates.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif

template <class F> __device__ int apply(F f, int x) { return f(x) + int(f(1.5f) * 10); }
template <class F, class... Ts> __device__ auto call_all(F f, Ts... xs) { return f(xs...); }

struct Counter {
    int base;
    int step;
    __device__ int twice(int v) const { return v * 2; }
    __device__ int go(int y) {
        auto g = [=](auto a) { return twice(a) + base + y; };
        auto h = [this](auto a) { step += a; return step; };
        h(3);
        return g(1) * 100 + h(4);
    }
};

__device__ int basics(int n) {
    auto add = [](auto a, auto b) { return a + b; };
    int base = n * 2;
    auto scale = [=](auto v) { return v * base; };
    auto bump = [&](auto v) -> int { base += v; return base; };
    int r = add(1, 2) + int(add(1.5f, 2.0f) * 10);
    r = r * 100 + apply(scale, 3);
    r = r * 100 + bump(4);
    r = r * 100 + scale(1);
    return r;
}

__device__ int references(int n) {
    int x = n;
    auto inc = [](auto &v) { ++v; return v; };
    auto peek = [](const auto &v) { return v * 3; };
    inc(x);
    inc(x);
    long y = 5;
    inc(y);
    return x * 1000 + int(y) * 10 + peek(x);
}

__device__ int packs(int n) {
    auto sum = [](auto... xs) { return (xs + ... + 0); };
    auto count = [](auto... xs) { return int(sizeof...(xs)); };
    return sum(1, 2, n) * 100 + count() * 10 + count(1, 2.0, 'c') + call_all(sum, 4, 5) * 1000;
}

__device__ int nested(int n) {
    int k = 3;
    auto outer = [=](auto a) {
        auto inner = [=](auto b) { return a * b + k; };
        return inner(n) + inner(2);
    };
    return outer(10);
}

__device__ unsigned long sizes[] = {0};
__device__ int fixed_basics() { return basics(5); }
__device__ int fixed_references() { return references(7); }
__device__ int fixed_packs() { return packs(9); }
__device__ int fixed_nested() { return nested(4); }
__device__ int fixed_member() {
    Counter c{10, 1};
    return c.go(5);
}
