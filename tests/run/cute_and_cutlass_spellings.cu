// Spellings of CUTLASS and CuTe that tree-sitter-cpp misread:
// - a braced default argument after a parameter that can also be read as
//   an expression, `Layout<S, D> const& x = {}` (CuTe's `append`): the
//   definition was read as a variable initialised by a call ("expected
//   ';' after declaration");
// - `>=` in a template parameter's default, across a line break (`bool
//   RegisterSized = sizeof_bits<T>::value >= 32`, CUTLASS's `Array`);
// - a deeply nested template argument list in an expression (CuTe's
//   `Layout<Shape<Shape<Shape<Int<A>, Int<M/A>>, _4>, …>, Stride<…>>{}`),
//   whose readings as comparisons outnumbered the parser's stacks;
// - a conversion function to a template's specialisation after two
//   attributes, in a class (`__host__ __device__ operator
//   complex<double>() const`, CuTe's `GaussComplex`): read as a function
//   named `complex` returning `operator` ("requires a type specifier");
// - `f(o < order, s, Int<1>{})` with `o` a generic lambda's `auto const&`
//   parameter (CuTe's `compact_order`): read as one compound literal of
//   type `o<order, s, Int<1>`; a name declared under `&` or `*` is a
//   variable's, so the `<` is a comparison.
template <int N> struct Int { static constexpr int value = N; };
using _1 = Int<1>;
using _4 = Int<4>;
template <class... T> struct Shape {
    static constexpr int size = (T::size * ... * 1);
};
template <> struct Shape<> { static constexpr int size = 1; };
template <int N> struct Shape<Int<N>> { static constexpr int size = N; };
template <class A, class B> struct Layout {
    int extra;
};
template <class T> struct sizeof_bits { static constexpr int value = 8 * sizeof(T); };
template <class T, int N,
          bool RegisterSized = sizeof_bits<T>::value >= 32
>
struct Array {
    static constexpr bool registers = RegisterSized;
    T data[N];
};
template <class S, class D>
__device__ int append(Layout<S, D> const& layout,
                      Layout<S, D> const& x = {})
{
    return layout.extra * 10 + x.extra;
}
__device__ int scale(int const& a, int b = {}) { return a * 100 + b; }
template <int M> __device__ int nested() {
    constexpr int S = 2;
    auto l = Layout < Shape< Shape< Shape<Int<S>, Int<M/S>>, _1>,  Shape<Int<M>, Int<M>>>, _4>{};
    return l.extra + sizeof(l);
}
template <class T> struct complex {
    T re, im;
    __host__ __device__ complex(T a, T b) : re(a), im(b) {}
};
struct Gauss {
    double t0, t1, t2;
    __forceinline__ __host__ __device__
    operator complex<double>() const { return complex<double>(t0 - t1, t2 - t0 - t1); }
};
template <class C, class A, class B> __device__ int cond_return(C c, A a, B b) {
    return c ? a : B::value;
}
template <class F> __device__ int apply(F f) { return f(3, 4); }
__device__ int order_below(int order) {
    return apply([&](auto const &s, auto const &o) { return cond_return(o < order, s, Int<1>{}); });
}
__global__ void run(int *out) {
    out[7] = order_below(5) * 10 + order_below(2);
    Gauss g{5, 2, 10};
    complex<double> c = g;
    out[6] = (int)c.re * 100 + (int)c.im;
    Layout<int, int> a{7};
    out[0] = append(a);
    out[1] = append(a, Layout<int, int>{3});
    out[2] = scale(4);
    out[3] = Array<char, 3>::registers;
    out[4] = Array<float, 2>::registers;
    out[5] = nested<8>();
}
