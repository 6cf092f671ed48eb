// Fold expressions (unary and binary, left and right, comma folds, empty
// packs) and deduced return types of function templates and member
// templates (`auto`, `auto &`, `const auto *`: mangled `Da`); every symbol
// equals clang-19's.
#include "clang_cuda.h"
template <typename T> __device__ auto twice(T x) { return x + x; }
template <typename T> __device__ auto &ref(T &x) { return x; }
template <typename T> __device__ const auto *ptr(const T &x) { return &x; }
template <typename... Ts> __device__ auto sum(Ts... xs) { return (xs + ... + 0); }
template <typename... Ts> __device__ int sum2(Ts... xs) { return (0 + ... + xs); }
template <typename... Ts> __device__ bool all(Ts... xs) { return (... && xs); }
template <typename... Ts> __device__ int cnt(Ts... xs) { int n = 0; ((n += xs), ...); return n; }
__device__ int g(int x) { return x; }
template <typename... Ts> __device__ void call(Ts... xs) { (g(xs), ...); }
struct W { __device__ auto get() const { return 3; } template <class T> __device__ auto scaled(T k) const { return k * 2; } };
__global__ void k(float *o) { o[0] = twice(1.5f); int i = 0; ref(i) = 3; o[1] = i + *ptr(i);
 o[0] = sum(1, 2, 3); o[1] = all(true, 1) + all(); o[2] = sum2(1,2) + cnt(1, 2) ; call(); call(1, 2); W w; o[3] = w.get() + w.scaled(2.0); }
