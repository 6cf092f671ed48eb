// C++ in device code computing values: lambdas (captures by copy and by
// reference, init-captures, mutable state, nested and immediately invoked
// lambdas, lambdas passed to templates, `this` captures), local classes
// and `return {a, b}`, each in a function the optimiser folds to a
// constant (default arguments, range-based for, `auto` references and
// deduced return types too); cudac's and clang-19's constants must agree
// (tests/suites.rs `layout_matches_clang`).
#ifdef __clang__
#define __device__ __attribute__((device))
#endif


template <class F> __device__ int apply_n(int n, F f) {
    int acc = 0;
    for (int i = 0; i < n; ++i)
        acc += f(i);
    return acc;
}

struct Pair {
    int a, b;
};
__device__ Pair make_pair(int x) { return {x * 2, x + 1}; }

__device__ unsigned long sizes[] = {sizeof(Pair), alignof(Pair)};

namespace cfg {
constexpr int kScale = 3;
__device__ int scale(int a, int b = kScale, float c = 1.5f) { return a * b + (int)c; }
} // namespace cfg
struct Box {
    int v;
    __device__ Box(int a, int b = 10) : v(a + b) {}
    __device__ int get(int k = 2) const { return v * k; }
};
__device__ int later(int a, int b = 4);
__device__ int later(int a, int b) { return a - b; }

__device__ auto twice(int x) { return x * 2; }
__device__ auto fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}
struct Half {
    int k;
    __device__ auto get() const { return k + 0.5f; }
    __device__ auto sum(int a) { return get() + a; }
};

struct Counter {
    int base;
    __device__ int run(int x) {
        auto add = [this](int v) { return v + base; };
        auto twice = [=] { return 2 * base + x; };
        auto copy = [*this]() mutable { base += 100; return base; };
        int c = copy();
        return add(x) * 1000 + twice() * 10 + (c - base);
    }
};

#define T(n, arg, ...)                                     \
    __device__ long long v##n(int x);                      \
    __device__ long long value_##n() { return v##n(arg); } \
    __device__ long long v##n(int x) { __VA_ARGS__; }

T(1, 5, auto f = [=](int y) { return x * y; }; return f(3) + f(4))
T(2, 5, int acc = 1; auto g = [&](int k) { acc = acc * k + x; }; g(2); g(3); return acc)
T(3, 9, int seed = x; auto next = [seed]() mutable { seed = seed * 7 + 1; return seed; };
        int a = next(); int b = next(); return a * 1000 + b + seed)
T(4, 4, auto h = [k = x * 3, &x] { return k + x; }; x = 10; return h())
T(5, 6, auto outer = [&](int y) { return [=](int z) { return x * 100 + y * 10 + z; }(y + 1); };
        return outer(2))
T(6, 7, return apply_n(x, [x](int i) { return i * x; }))
T(7, 3, const int N = 11; auto c = [] { return N * 2; }; return c() + x)
T(8, 2, struct Acc { int s; __device__ void add(int v) { s += v * v; } }; Acc a{x};
        a.add(3); a.add(4); return a.s)
T(9, 8, Pair p = make_pair(x); return p.a * 100 + p.b)
T(10, 4, Counter c{x}; return c.run(x + 1))
T(11, 3, int hits = 0; auto bump = [&hits](int k) -> long long { hits += k; return hits; };
         long long r = bump(x); r += bump(2 * x); return r * 10 + hits)
T(12, 1, char c = 'a'; double d = 2.5; int i = x; auto f = [=] { return c + d + i; };
         auto g = [&] { return c + d + i; }; return sizeof(f) * 100 + sizeof(g) + f() + g())
T(13, 2, Box b(x); return cfg::scale(x) * 10000 + cfg::scale(x, 5) * 100 + b.get() + later(10) * 1000)
T(14, 5, int arr[4] = {1, 2, 3, x}; long long s = 0; for (int v : arr) s += v;
         for (auto &v : arr) v *= 2; for (const auto &v : arr) s = s * 10 + v; return s)
T(15, 3, Pair ps[3] = {{1, 2}, {x, 4}, {5, 6}}; long long s = 0;
         for (auto p : ps) { if (p.a == x) continue; s = s * 100 + p.a * 10 + p.b; } return s)
T(16, 6, float f[3] = {0.5f, 1.5f, 2.0f}; for (float &g : f) g += x; long long s = 0;
         for (auto g : f) s += (long long)(g * 10);
         int a[3] = {x, 2, 3}; auto i = a[0]; const auto &c = a[1]; auto *p = &a[2]; auto &&w = a[0];
         w += 1; return s * 100 + i + c + *p + a[0])
T(17, 3, Half h{x}; return twice(x) * 1000 + fact(x + 2) + (long long)(h.sum(2) * 10))
