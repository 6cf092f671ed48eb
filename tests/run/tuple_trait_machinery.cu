// The metaprogramming libcu++'s tuple constraints are built from:
// - a partial specialisation matching a template template parameter
//   (`test<Tr, types<L...>, types<R...>, true>`): before, the primary was
//   chosen and the trait was false, silently;
// - the comma operator in a constant expression (`((void)P, true)...`,
//   libcu++'s `__all`): before, "not a constant expression";
// - a member alias template as a template template argument
//   (`F::template call`): before, read as a name 'template';
// - `tup(const Tp&... t)` with the class's pack against `tup(U&&... u)`
//   with the constructor's own: the first is more specialised
//   ([temp.deduct.partial]p11); before, "ambiguous".
template <class T, T v> struct ic { static constexpr T value = v; };
template <bool B> using bc = ic<bool, B>;
template <bool...> struct dummy {};
template <class A, class B> struct same : bc<false> {};
template <class A> struct same<A, A> : bc<true> {};
template <bool... P> using all = same<dummy<P...>, dummy<((void)P, true)...>>;
template <class... T> struct types {};
template <class A, class... B> struct cons : bc<sizeof...(B) == 1> {};
template <class A, class B> struct conv : bc<sizeof(A) <= sizeof(B)> {};
struct base {
    template <class, class> struct ts : bc<false> {};
    template <class... T, class... U> struct ts<types<T...>, types<U...>> : bc<sizeof...(T) == sizeof...(U)> {};
    template <template <class, class...> class, class T, class U, bool = ts<T, U>::value> struct test : bc<false> {};
    template <template <class, class...> class Tr, class... L, class... R>
    struct test<Tr, types<L...>, types<R...>, true> : all<Tr<L, R>::value...> {};
    template <class F, class To> using convertible = test<conv, F, To>;
};
template <unsigned long> struct ind { template <template <class...> class F, class... T> using call = F<T...>; };
template <class F, class... T> using call_ind = typename ind<sizeof(int)>::template call<F::template call, T...>;
template <unsigned long N> struct pick;
template <> struct pick<1> { template <class, class Ty, class...> using call = Ty; };
template <> struct pick<0> { template <class Ty, class...> using call = Ty; };
template <bool B, class T = void> struct ei {};
template <class T> struct ei<true, T> { using type = T; };
template <class... Tp> struct tup {
    int n = 0;
    template <class C = cons<Tp...>, typename ei<C::value, int>::type = 0>
    __device__ tup(const Tp &...t) : n(sizeof...(Tp) * 10) {}
    template <class... U> __device__ tup(U &&...u) : n(sizeof...(U) * 100) {}
};
__global__ void run(int *out) {
    out[0] = base::ts<types<int, float>, types<int, int>>::value;
    out[1] = base::test<cons, types<int, float>, types<int, int>>::value
           + base::convertible<types<char, short>, types<int, int>>::value * 10
           + base::convertible<types<long, short>, types<int, int>>::value * 100;
    out[2] = all<true, true>::value + all<true, false>::value * 10;
    out[3] = same<call_ind<pick<1>, int, float>, float>::value + same<call_ind<pick<0>, int, float>, int>::value * 10;
    const int x = 1;
    tup<int> a(x);
    tup<int> b(2);
    out[4] = a.n + b.n * 1000;
    out[5] = ((void)3, 7) + (3, 8) * 10;
}
