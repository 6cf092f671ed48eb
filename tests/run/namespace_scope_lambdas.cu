// Lambdas at namespace scope (`constexpr auto add = [](int a, int b) {…};`):
// their closure types are classes of the namespace, numbered apart per
// signature, and their call operators are constexpr host functions
// (C++17 makes them constexpr), which device code calls with constant
// arguments under --expt-relaxed-constexpr, as nvcc allows (nvcc rejects
// a call it cannot fold: the closure object is a host variable), and
// which constant expressions evaluate. A `__device__` variable of an
// extended lambda's closure type is called in device code. Before:
// "lambda expressions outside a function body are not supported yet".
// ARGS: --expt-relaxed-constexpr --extended-lambda
constexpr auto add = [](int a, int b) { return a + b; };
constexpr auto mul = [](int a, int b) { return a * b; };
inline constexpr auto twice = [](auto x) { return x + x; };
auto scaled = [k = 3](int x) { return k * x; };
__device__ auto cube = [] __device__(int x) { return x * x * x; };
namespace ops {
constexpr auto sub = [](int a, int b) { return a - b; };
}
static_assert(add(2, 3) == 5 && mul(2, 3) == 6, "");
static_assert(twice(21) == 42, "");

template <int N> struct Tag {
    static constexpr int value = N;
};

__global__ void run(int *out) {
    int zero = out[63];
    out[0] = add(4, 5) + zero;
    out[1] = mul(6, 7) - zero;
    out[2] = twice(8) + zero;
    out[3] = int(twice(1.25f) * 4.0f) + zero;
    out[4] = ops::sub(10, 3) * (zero + 1);
    out[5] = cube(zero + 3);
    out[6] = Tag<add(1, mul(2, 3))>::value;
}

int host_only() { return scaled(2); }
