// Lambda captures that C++ rejects.
__device__ int g;
__device__ int f(int* p) {
    int a = p[0], b = p[1];
    auto no_default = [](int x) { return x + a; };
    auto global = [g](int x) { return x + g; };
    auto twice = [a, a] { return a; };
    auto by_ref_default = [&, &b] { return a + b; };
    auto this_outside = [this] { return 0; };
    return no_default(1) + global(2) + twice() + by_ref_default() + this_outside();
}
__device__ int generic(int n) {
    auto no_default = [](auto x) { return x + n; };
    auto pair = [](auto x, auto y) { return x + y; };
    struct P { int v; };
    return no_default(1) + pair(1) + pair(P{1}, 2);
}
