// `typename` in an expression: an explicit type conversion through a
// dependent name (`typename T::type(x)`, `typename T::tag{}`,
// `typename X<T>::type()`), as libstdc++ writes `return typename
// iterator_traits<I>::iterator_category();`. tree-sitter-cpp cannot parse
// them; cudac reads them as the conversions they are. Declarations that
// start the same way stay declarations.
struct W {
    typedef long type;
    struct tag {
        int v = 7;
    };
};
template <class T> struct X { typedef short type; };

template <class T> __device__ long conv(int x) {
    long a = typename T::type(x) * 2 + typename T::tag{}.v;
    long b = (typename X<T>::type(x) + 1) * 100;
    typename T::type(c);  // declares `c`
    c = typename X<T>::type() + 5;
    return a + b + c * 10000;
}

template <class It> struct traits { struct category { int id = 3; }; };
template <class It> __device__ typename traits<It>::category category_of(const It &) {
    return typename traits<It>::category();
}

__global__ void run(int *out) {
    out[0] = (int)conv<W>(4 + out[63]);
    out[1] = category_of(out).id;
}
