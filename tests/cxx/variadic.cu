// Variadic function templates: recursion over a pack with an ordinary
// base case, packs of references, forwarding a pack to a functor,
// sizeof... of type and function parameter packs, non-type packs, and an
// explicitly instantiated variadic kernel. Every symbol equals clang-19's
// (J…E argument packs, Dp pack expansions in signatures).
#include "clang_cuda.h"
__device__ float total() { return 0.0f; }
template <typename T, typename... Rest> __device__ float total(T first, Rest... rest) {
    return float(first) + total(rest...);
}
template <typename... Ts> __device__ int count(const Ts &...xs) { return sizeof...(Ts) + sizeof...(xs); }
template <typename F, typename... Args> __device__ float invoke(F f, Args... args) { return f(args...); }
struct Mul { __device__ float operator()(float a, float b) const { return a * b; } };
template <int... Ns> __device__ int sum_ns() { return sizeof...(Ns); }
template <typename... Ts> __global__ void kv(float *out, Ts... xs) { out[0] = total(xs...); }
template __global__ void kv<int, float>(float *, int, float);
__global__ void use_variadics(float *p, int *q) {
    p[0] = total(1, 2.0f, 3.0);
    q[0] = count(1, 2.0f) + count();
    p[1] = invoke(Mul(), 2.0f, 3.0f);
    q[1] = sum_ns<1, 2, 3>();
}
