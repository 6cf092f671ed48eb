// Names in namespace `std` and functions named as template arguments, as
// the Itanium ABI mangles them: `std::X<…>` is `St1XI…E` with no `N…E`
// nesting (a kernel taking `std::integral_constant<bool, B>`, as
// llm.c's do), and `&f` as a template argument is `XadL_Z…EE`, whose
// encoding shares the enclosing name's substitutions (`S0_`, `S2_`). Every
// symbol equals clang-19's. The types are libstdc++'s own, as nvcc and
// clang read them (the back-end sweeps, which read cudac's shipped headers,
// are told to read the host's).
// ARGS: --host-headers
#include "clang_cuda.h"
#include <stdlib.h> // clang's <new> wrapper calls ::malloc
#include <memory>
#include <type_traits>

template <class T, bool B>
__global__ void bias(T *out, const T *in, std::integral_constant<bool, B>) {
    out[0] = in[0] + B;
}
template __global__ void bias<float, true>(float *, const float *, std::integral_constant<bool, true>);
template __global__ void bias<int, false>(int *, const int *, std::integral_constant<bool, false>);

__global__ void alloc(std::allocator<float> a, std::allocator<int> *b) {}

using tri_fn = void (*)(float *p, int ps, const float *k, int ks, float alpha);
__device__ void tri3(float *p, int ps, const float *k, int ks, float alpha) { p[0] = k[ps] * alpha; }
template <tri_fn F> __global__ void trimul(float *out, const float *inp, int t) { F(out, t, inp, t, 1.0f); }
template __global__ void trimul<tri3>(float *, const float *, int);
