// `template <> template <> C<float>::C(const C<H> &)`: an explicit
// specialisation of a constructor template (and of an operator template)
// of a class template's implicit instantiation, as libcu++'s
// <cuda/std/complex> defines `complex<float>` from `complex<__half>`.
// The constructor templates are found under the constructors' name, and
// their arguments deduced from the declaration's parameter types. Before:
// "no function template named 'complex'", which made every use of
// cuda::std::complex an error.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> {
    typedef T type;
};
template <class A, class B> struct same {
    static constexpr bool value = false;
};
template <class A> struct same<A, A> {
    static constexpr bool value = true;
};

struct Half {
    short bits;
};

template <class T> struct Cx {
    T re, im;
    __device__ Cx(T r = T(), T i = T()) : re(r), im(i) {}
    // The generic conversion cannot convert a `Half`: only the explicit
    // specialisation below makes `Cx<float>(Cx<Half>)` compile.
    template <class U, typename enable_if<!same<U, Half>::value, int>::type = 0>
    __device__ Cx(const Cx<U> &c) : re(T(c.re)), im(T(c.im)) {}
    template <class U, typename enable_if<same<U, Half>::value, int>::type = 0>
    __device__ explicit Cx(const Cx<U> &c);
    template <class U> __device__ Cx &operator=(const Cx<U> &c) {
        re = T(c.re);
        im = T(c.im);
        return *this;
    }
};

template <>
template <>
__device__ Cx<float>::Cx(const Cx<Half> &c) : re(c.re.bits * 0.5f), im(c.im.bits * 0.25f) {}

template <>
template <>
__device__ Cx<float> &Cx<float>::operator=(const Cx<Half> &c) {
    re = c.re.bits + 100.0f;
    im = c.im.bits + 200.0f;
    return *this;
}

__global__ void run(int *out) {
    int zero = out[63];
    Cx<Half> h(Half{short(6 + zero)}, Half{short(8 + zero)});
    Cx<float> f(h);
    out[0] = int(f.re * 10.0f);
    out[1] = int(f.im * 10.0f);
    Cx<double> d(2.5 + zero, 1.5);
    Cx<float> g(d);
    out[2] = int(g.re * 10.0f + g.im);
    g = h;
    out[3] = int(g.re);
    out[4] = int(g.im);
    g = d;
    out[5] = int(g.re * 2.0f);
}
