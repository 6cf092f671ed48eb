// Template template parameters deduced from a call's argument
// (`template <template <class> class H, class T> T get(H<T>)`), given
// explicitly, and used inside a class template; every symbol (the
// `T_IS0_E` form of `H<T>`) equals clang-19's.
#include "clang_cuda.h"

template <class T> struct Holder {
    T v;
};
template <class T> struct Pair {
    T a, b;
};
namespace ns {
template <class T> struct Cell {
    T x;
};
}

template <template <class> class H, class T> __device__ __noinline__ T get(H<T> h) { return h.v; }
template <template <class> class H, class T> __device__ __noinline__ T first(const H<T> &h, T k) {
    return h.a * k;
}
template <template <class> class H, class T> __device__ __noinline__ H<T> wrap(T x) {
    H<T> h;
    h.x = x;
    return h;
}
template <template <class> class C> struct Box {
    C<int> in;
    C<float> fl;
};

__global__ void use(Holder<int> h, Pair<float> p, float *o) {
    o[0] = get(h);
    o[1] = first(p, 2.0f);
    o[2] = wrap<ns::Cell>(3.5f).x;
    Box<Holder> b;
    b.in.v = 1;
    b.fl.v = 2.0f;
    o[3] = get(b.fl) + b.in.v;
}
