// `sizeof...(P)` of a function template's parameter pack, type or value,
// in its signature (`std::array<T, sizeof...(Is)>`, `Holder<sizeof...(Ts)>`,
// `Holder<sizeof...(Is) + 1>`): kept as written, so deduction matches it
// after the pack is deduced elsewhere, and mangled `XsZT_E` as clang and
// nvcc write it. Before, the pack's length read as the stand-in's (0)
// and the call matched nothing ("could not match 'std::array<T, 0>'").
#include "clang_cuda.h"
#ifdef __clang__
struct dim3 {
    unsigned x, y, z;
    __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
typedef struct CUstream_st *cudaStream_t;
extern "C" int cudaConfigureCall(dim3, dim3, unsigned long = 0, cudaStream_t = 0);
#endif

typedef unsigned long size_t;
template <int N> struct Holder {
    int v[N];
};
template <size_t N> struct Arr {
    float v[N];
};

template <class... Ts> __global__ void k(Holder<sizeof...(Ts)> h, Ts... xs) {
    h.v[0] = sizeof...(xs);
}
template <int... Is> __global__ void g(Arr<sizeof...(Is)> a, int *o) {
    int t[] = {Is...};
    o[0] = t[0] + int(a.v[0]);
}
template <class T, int... Is> __global__ void m(Holder<sizeof...(Is) + 1> h, T x) {
    h.v[0] = int(x);
}
template <class T, class... Is>
__device__ __noinline__ T dot(const Arr<sizeof...(Is)> &a, const Arr<sizeof...(Is)> &b, Is... is) {
    return ((a.v[is] * b.v[is]) + ...);
}
__global__ void use_dot(float *out) {
    Arr<3> a{{1, 2, 3}}, b{{4, 5, 6}};
    out[0] = dot<float>(a, b, 0, 1, 2);
}

void run() {
    Holder<2> h2;
    Holder<3> h3;
    Arr<3> a3;
    k<<<1, 1>>>(h2, 1, 2.0f);
    k<int, int, int><<<1, 1>>>(h3, 1, 2, 3);
    g<1, 2, 3><<<1, 1>>>(a3, nullptr);
    m<float, 4, 5><<<1, 1>>>(h3, 1.f);
}
