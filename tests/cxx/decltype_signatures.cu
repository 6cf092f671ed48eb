// `decltype` of expressions that depend on a template's parameters, in
// function templates' signatures, mangled as the Itanium ABI writes them
// (`DT … E`): function parameters (`fp_`, `fp0_`), `T()` and casts
// (`cv`, `sc`), `T{…}` (`tl`), operators, subscripts, literals, value
// parameters,
// member access,
// `sizeof` and calls of names resolved later; every symbol equals
// clang-19's.
#include "clang_cuda.h"

struct V {
    float x;
    __device__ V operator*(int k) const { return V{x * k}; }
};
__device__ float norm(V v) { return v.x; }

template <class T, class U> __device__ __noinline__ auto mul(T a, U b) -> decltype(a * b) { return a * b; }
template <class T> __device__ __noinline__ auto twice(T a) -> decltype(a * 2) { return a * 2; }
template <class T, class U>
__global__ void add(T *o, U b, decltype(T() + U()) c) { o[0] = twice(o[0]) + b + c; }
template <class T> __device__ __noinline__ auto as_int(T a) -> decltype(static_cast<int>(a)) { return static_cast<int>(a); }
template <int N, class T> __device__ __noinline__ auto scaled(T a) -> decltype(a * N) { return a * N; }
template <class T> __device__ __noinline__ auto field(T v) -> decltype(v.x) { return v.x; }
template <class T> __device__ __noinline__ auto same(T v) -> decltype(v) { return v; }
template <class T> __device__ __noinline__ auto size_of(T v) -> decltype(sizeof(v) + 1) { return sizeof(v) + 1; }
template <class T> __device__ __noinline__ auto call_norm(T v) -> decltype(norm(v)) { return norm(v); }

template __global__ void add<float, int>(float *, int, float);
// A parameter's `decltype` naming an earlier parameter: `fL0p_`.
template <class T> __global__ void store(T *p, decltype(p[0] + 1) v) { p[0] = v; }
template __global__ void store<float>(float *, float);
// `T{…}`: `tl`.
struct P2 {
    int a, b;
};
template <class T> __global__ void braced(T *p, decltype(T{1, 2}) v) { *p = v; }
template __global__ void braced<P2>(P2 *, P2);

__global__ void use(float *o, V v) {
    o[0] = mul(2, 3.0f) + mul(o[1], 2);
    o[1] = as_int(o[2]) + scaled<3>(o[3]) + field(v) + size_of(v) + call_norm(v);
    o[2] = twice(v).x + same(o[4]);
}

// A class object passed to `...` in an unevaluated operand passes nothing
// (libcu++'s swap detection: `decltype(__swap(declval<T&>(), …))` against
// `__swap(...)`): no device-code error, and the fallback overload's type.
struct NoSwap {};
struct Fallback {
    int tag;
};
template <class T> __host__ __device__ T &&declval_of();
template <class T> auto pick(T &a, T &b) -> decltype(no_such_swap(a, b));
Fallback pick(...);
template <class T> using detected_t = decltype(pick(declval_of<T &>(), declval_of<T &>()));
__global__ void detected(detected_t<NoSwap> *f) { f->tag = 1; }
