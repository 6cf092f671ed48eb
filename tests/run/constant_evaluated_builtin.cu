// `__builtin_is_constant_evaluated()` (`std::is_constant_evaluated`,
// libcu++'s `_CCCL_BUILTIN_IS_CONSTANT_EVALUATED`, CUB's radix sort): true
// in constant evaluation (a constexpr variable, a template argument, an
// array bound), false in the code emitted for the same function (nvcc
// 13.0 gives 30, x, 20 and 40 for this kernel's values).
constexpr int f(int x) { return __builtin_is_constant_evaluated() ? x * 10 : x; }
template <int N> struct V { static constexpr int v = N; };
__device__ int g(int x) { return f(x); }
__global__ void run(int *out) {
    constexpr int a = f(3);
    out[0] = a;
    out[1] = g(out[63] + 7);
    out[2] = V<f(2)>::v;
    int arr[f(1)];
    out[3] = sizeof(arr);
    out[4] = __builtin_is_constant_evaluated();
}
