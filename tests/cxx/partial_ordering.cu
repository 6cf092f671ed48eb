// Partial ordering of function templates ([temp.func.order]): when two
// specialisations convert the arguments equally well, the more
// specialised template is called — `T*` over `T`, `const T*` over `T*`,
// `const T (&)[N]` over `const T&`, `V<T>` over `T`, `(T, T)` over
// `(T, U)`, `const T&` over `T&`, and any template over a variadic one.
// Every symbol (so every choice) equals clang-19's.
#include "clang_cuda.h"

template <class T> struct V {
    T x;
};
template <class T> __device__ int f(T) { return 1; }
template <class T> __device__ int f(T *) { return 2; }
template <class T> __device__ int g(const T &) { return 1; }
template <class T, int N> __device__ int g(const T (&)[N]) { return N; }
template <class T> __device__ int h(T) { return 1; }
template <class T> __device__ int h(V<T>) { return 3; }
template <class T> __device__ int p(T *) { return 1; }
template <class T> __device__ int p(const T *) { return 2; }
template <class T> __device__ int v(T) { return 1; }
template <class... Ts> __device__ int v(Ts...) { return 2; }
template <class T, class U> __device__ int m(T, U) { return 1; }
template <class T> __device__ int m(T, T) { return 2; }
template <class T> __device__ int r(T &) { return 1; }
template <class T> __device__ int r(const T &) { return 2; }

__global__ void choose(const int *c, int *o) {
    int a[4];
    const int ci = 1;
    o[0] = f(o) + f(1) + g(a) + g(1) + h(V<int>{1}) + h(2);
    o[1] = p(c) + p(o) + v(1) + v(1, 2) + m(1, 2) + m(1, 2.0) + r(ci) + r(o[0]);
}
