// Generic lambdas as device code writes them: `auto` parameters (by
// value, `auto&`, `const auto&`, `auto...`), deduced and trailing return
// types, captures by copy and by reference, lambdas passed to device
// function templates, generic
// lambdas in member functions, in function templates and nested in each
// other, and the extended-lambda spelling. Every symbol equals clang-19's
// (closure types `UlT_E_`, call operators `clIiEEDaS0_`) but where
// nvcc's differs, as nvcc's is expected (NVCC-NAME): nvcc
// keys a template parameter's substitution by its template's depth and
// its position (not whether it is a pack), so
// `invoke`'s `F` (`T_`) is the substitution of the closure's `auto...`
// parameter (`DpT_`, `S5_`) where clang, telling packs apart, writes
// `T_` again (nvcc 13.0, `-G`). And the other way round: a generic
// lambda's `auto` parameter in a function template (`twice_all<T>`) is a
// parameter one template deeper than `T`, so nvcc writes `UlT_E` and its
// own candidate where clang substitutes `T`'s (`UlS0_E`).
// NVCC-NAME: _Z6invokeIZ4sumsPKiPKfiPfEUlDpT_E_JcEEDaT_DpT0_ -> _Z6invokeIZ4sumsPKiPKfiPfEUlDpT_E_JcEEDaS5_DpT0_
// NVCC-NAME: _ZZ9twice_allIfET_S0_ENKUlS0_E0_clIfEEDaS0_ -> _ZZ9twice_allIfET_S0_ENKUlT_E0_clIfEEDaS1_
// NVCC-NAME: _ZZ9twice_allIfET_S0_ENKUlS0_E_clIfEEDaS0_ -> _ZZ9twice_allIfET_S0_ENKUlT_E_clIfEEDaS1_
// NVCC-NAME: _ZZ9twice_allIiET_S0_ENKUlS0_E0_clIiEEDaS0_ -> _ZZ9twice_allIiET_S0_ENKUlT_E0_clIiEEDaS1_
// NVCC-NAME: _ZZ9twice_allIiET_S0_ENKUlS0_E_clIiEEDaS0_ -> _ZZ9twice_allIiET_S0_ENKUlT_E_clIiEEDaS1_
// NVCC-NAME: _ZZZ9twice_allIfET_S0_ENKUlS0_E0_clIfEEDaS0_ENKUlS0_E_clIfEEDaS0_ -> _ZZZ9twice_allIfET_S0_ENKUlT_E0_clIfEEDaS1_ENKUlT_E_clIfEEDaS4_
// NVCC-NAME: _ZZZ9twice_allIfET_S0_ENKUlS0_E0_clIfEEDaS0_ENKUlS0_E_clIiEEDaS0_ -> _ZZZ9twice_allIfET_S0_ENKUlT_E0_clIfEEDaS1_ENKUlT_E_clIiEEDaS4_
// NVCC-NAME: _ZZZ9twice_allIiET_S0_ENKUlS0_E0_clIiEEDaS0_ENKUlS0_E_clIiEEDaS0_ -> _ZZZ9twice_allIiET_S0_ENKUlT_E0_clIiEEDaS1_ENKUlT_E_clIiEEDaS4_
#include "clang_cuda.h"

template <class T, class Op> __device__ T reduce(const T *p, int n, T init, Op op) {
    T acc = init;
    for (int i = 0; i < n; ++i)
        acc = op(acc, p[i]);
    return acc;
}

template <class F> __device__ void map(float *out, const float *in, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = f(in[i]);
}

template <class F, class... Ts> __device__ auto invoke(F f, Ts... xs) { return f(xs...); }

__global__ void sums(const int *a, const float *b, int n, float *out) {
    auto plus = [](auto x, auto y) { return x + y; };
    out[0] = reduce(a, n, 0, plus) + reduce(b, n, 0.0f, plus);
    float w = out[1];
    auto weighted = [=] __device__(auto x) { return x * w; };
    auto total = [&](const auto &x) -> float { w += x; return w; };
    out[2] = weighted(2) + weighted(2.0) + total(1.0f);
    auto count = [](auto... xs) { return int(sizeof...(xs)); };
    out[3] = count() + count(1, 2.0f) + invoke(count, 'c');
    auto swap = [](auto &x, auto &y) { auto t = x; x = y; y = t; };
    int p = 1, q = 2;
    swap(p, q);
    out[4] = p - q;
}

struct Scaler {
    float k;
    __device__ float run(float x) const {
        auto f = [=](auto v) { return v * k; };
        auto g = [this](auto v) { return v + k; };
        return f(x) + g(1);
    }
};

template <typename T> __device__ T twice_all(T x) {
    auto twice = [](auto v) { return v + v; };
    auto outer = [=](auto a) {
        auto inner = [&](auto b) { return twice(a) * b; };
        return inner(x) + inner(1);
    };
    return outer(x);
}

__global__ void members(Scaler s, float *out, int *iout) {
    out[0] = s.run(out[1]);
    out[2] = twice_all(out[3]);
    iout[0] = twice_all(iout[1]);
}

__global__ void scale_all(float *out, const float *in, int n, float c) {
    map(out, in, n, [=] __device__(auto x) { return x * c; });
    map(out, out, n, [c](const auto &x) { return x + c; });
}
