// C's `...` in function templates and overload ranking with it: an
// argument matched by `...` is worse than any conversion, so the
// detection idiom libstdc++'s is_convertible uses (`__test<From, To>(0)`
// picking the `int` overload when a conversion works and the `(...)` one
// otherwise) answers correctly; the `(...)` template's arguments past its
// parameters deduce nothing.
struct yes {
    static constexpr int value = 1;
};
struct no {
    static constexpr int value = 0;
};
template <class T> __device__ T &&declval_() noexcept;

template <class From, class To> struct converts {
    template <class T> static __device__ void aux(T) noexcept;
    template <class F, class T, class = decltype(aux<T>(declval_<F>()))>
    static __device__ yes test(int);
    template <class, class> static __device__ no test(...);
    typedef decltype(test<From, To>(0)) type;
};

struct B {};
struct D : B {};

__device__ yes pick(int);
__device__ no pick(...);
template <class T> __device__ no tpick(T, ...);
template <class T> __device__ yes tpick(T, long);

__global__ void run(int *out) {
    out[0] = converts<long, double>::type::value;
    out[1] = converts<long *, long>::type::value;
    out[2] = converts<D *, B *>::type::value;
    out[3] = converts<B *, D *>::type::value;
    typedef decltype(pick(1)) one_int;
    typedef decltype(pick(1, 2)) two_ints;
    typedef decltype(tpick(1, 2)) converted;
    typedef decltype(tpick(1, 2, 3)) three;
    out[4] = one_int::value * 10 + two_ints::value;
    out[5] = converted::value * 10 + three::value;
}
