// Function types whose parameters expand a template parameter pack, in a
// template's signature: `R (*)(A...)` mangles its parameter as the pack
// expansion `Dp T0_` (`PFT_DpT0_E`), which the function's own `A...`
// then substitutes (`…ES2_`), as nvcc and clang write it. Before, the
// `Dp` was left out (`PFT_T0_EDpS1_`) and kernels taking a function
// pointer and its arguments were named unlike nvcc's.
#include "clang_cuda.h"

template <class R, class... A>
__device__ __noinline__ R apply(R (*f)(A...), A... a) {
    return f(a...);
}

template <class R, class... A>
__device__ __noinline__ int by_ref(R (*f)(const A &...), int n) {
    return n;
}

template <class... A>
__device__ __noinline__ int mixed(void (*f)(int, A *...)) {
    return sizeof...(A);
}

__device__ int add(int a, int b) { return a + b; }
__device__ float neg(float x) { return -x; }
__device__ int refs(const int &a, const float &b) { return a; }
__device__ void ptrs(int, float *, char *) {}

__global__ void use(int *out) {
    out[0] = apply(add, 1, 2);
    out[1] = (int)apply(neg, 1.0f);
    out[2] = by_ref(refs, 3);
    out[3] = mixed(ptrs);
}
