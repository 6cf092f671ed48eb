// `auto il = {1, 2, 3};` deduces `std::initializer_list<int>`
// ([dcl.type.auto.deduct]), and device code calls the members of
// `std::initializer_list` (`begin`, `end`, `size`, a range-for over a
// parameter) without --expt-relaxed-constexpr, as nvcc 13.0 does. Before:
// "cannot deduce the type of 'il' without an '=' initializer", and
// "calling a constexpr __host__ function("begin")".
#include <initializer_list>

struct P {
    int a, b;
};

__device__ int sum(std::initializer_list<int> l) {
    int s = 0;
    for (int v : l)
        s += v;
    return s * 10 + int(l.size());
}

__global__ void run(int *out) {
    int zero = out[63];
    out[0] = sum({1, 2, 3 + zero});
    auto il = {4, 5, 6 + zero};
    out[1] = int(il.size()) * 100 + *(il.begin() + 2) + *(il.end() - 3);
    const auto ds = {1.5, 2.5};
    double t = 0;
    for (double d : ds)
        t += d;
    out[2] = int(t * 2);
    int m = 0;
    for (auto [a, b] : {P{1, 2}, P{3, 4 + zero}})
        m += a * b;
    out[3] = m;
    out[4] = sum(il);
}
