// Expressions of a function template's value parameters as template
// arguments in its signature (`I<N + 1>`, `I<2 * N>`, `I<(N > 2)>`,
// `I<-N>`) are kept as written and mangled as the ABI writes them
// (`XplT_Li1EE`, `XmlLi2ET_E`, `XgtT_Li2EE`, `XngT_E`); the parameter's
// own name (`I<N>`) still deduces. Before, the specialisation's symbol
// used the values (`1IILi4EE`), and a kernel was "cannot name this
// kernel as nvcc does".
#include "clang_cuda.h"

template <int N> struct I {};

template <int N>
__device__ __noinline__ int sum(I<N>, I<N + 1>, I<2 * N>) {
    return N;
}

template <int N>
__device__ __noinline__ int flags(I<(N > 2)>, I<-N>, I<N % 4 == 0>) {
    return N;
}

template <unsigned N>
__device__ __noinline__ int twice(I<N * 2> *) {
    return N;
}

__global__ void use(int *out) {
    out[0] = sum(I<3>{}, I<4>{}, I<6>{});
    out[1] = flags<8>(I<1>{}, I<-8>{}, I<1>{});
    out[2] = twice<5>(nullptr);
}
