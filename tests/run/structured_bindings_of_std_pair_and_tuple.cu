// Structured bindings of the standard library's tuple-like types in
// device code (`auto [a, b] = f();` with `f` returning `std::pair`), as
// nvcc 13.0 compiles them under --expt-relaxed-constexpr. The protocol
// ([dcl.struct.bind]/4) names `std::tuple_size`, `std::tuple_element`
// and `get` without the user writing them; cudac's header pruning had
// dropped them, so `std::pair` (a class with a base) was decomposed by
// members and rejected ("structured bindings of a class with base
// classes are not supported yet").
// ARGS: --expt-relaxed-constexpr
#include <array>
#include <tuple>
#include <utility>

__device__ std::pair<int, float> halves(int x) { return {x, x * 0.5f}; }
__device__ std::tuple<int, long, char> three(int x) { return {x + 1, 2L * x, 'c'}; }

__global__ void run(int *out) {
    int z = out[63];
    auto [a, b] = halves(6 + z);
    out[0] = a;
    out[1] = int(b * 10);
    auto [p, q, r] = three(4 + z);
    out[2] = p;
    out[3] = int(q);
    out[4] = r;
    std::pair<int, int> pr{7 + z, 8};
    auto &[x, y] = pr;
    x += 100;
    out[5] = pr.first;
    out[6] = y;
    const auto &[c0, c1] = std::pair<short, short>(3, 4);
    out[7] = c0 * 10 + c1;
    std::array<int, 3> arr{{9, 8 + z, 7}};
    auto [e0, e1, e2] = arr;
    out[8] = e0 + e1 * 10 + e2 * 100;
}
