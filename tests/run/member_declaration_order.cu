// Class members that depend on earlier members of other kinds: a typedef
// naming static data members declared before it (<ratio>'s `typedef
// ratio<num, den> type;`), a `decltype` typedef calling member function
// templates declared before it (<type_traits>' `typedef
// decltype(__test<T>(0)) type;`), and `constexpr` constructor templates a
// call considers but does not choose, whose bodies would not compile for
// its arguments and are never instantiated.
template <long N, long D> struct ratio {
    static constexpr long g = N % D == 0 ? D : 1;
    static constexpr long num = N / g;
    static constexpr long den = D / g;
    typedef ratio<num, den> type;
};
struct yes {
    static constexpr int value = 1;
};
struct no {
    static constexpr int value = 0;
};
template <class T> struct has_size {
    template <class U> static __device__ yes test(decltype(sizeof(U::size)) *);
    template <class U> static __device__ no test(...);
    typedef decltype(test<T>(0)) type;
};
struct Sized {
    static const int size = 4;
};
template <class R> struct duration {
    R r;
    __device__ duration() : r(0) {}
    template <class R2> constexpr explicit duration(const R2 &x) : r(static_cast<R>(x)) {}
    template <class R2> constexpr duration(const duration<R2> &d) : r(d.r) {}
};
__global__ void run(int *out) {
    out[0] = (int)ratio<6, 3>::type::num * 100 + (int)ratio<6, 3>::type::den;
    out[1] = (int)ratio<5, 10>::type::num * 100 + (int)ratio<5, 10>::type::den;
    out[2] = has_size<Sized>::type::value * 10 + has_size<int>::type::value;
    duration<long> d(7L);
    duration<double> e(d);
    out[3] = (int)(e.r * 2);
}
