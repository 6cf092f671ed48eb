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

// A partial specialisation whose template template parameter takes a pack
// (`P<First, Rest...>`, as thrust's pointer_element and libstdc++'s traits
// write it) matches a one-argument and a two-argument specialisation; the
// kernels' names show which member each picked.
template <class P> struct element_of;
template <template <class...> class P, class First, class... Rest> struct element_of<P<First, Rest...>> {
    using type = First;
    static constexpr int rest = sizeof...(Rest);
};
template <class P> struct arity;
template <template <class> class P, class... Ts> struct arity<P<Ts...>> {
    static constexpr int n = sizeof...(Ts);
};
template <class E, int N> __global__ void elements(E *out) { out[0] = E(N); }
template __global__ void elements<element_of<Holder<short>>::type, element_of<Holder<short>>::rest>(short *);
template __global__ void elements<element_of<Pair<double>>::type, arity<Pair<double>>::n>(double *);
