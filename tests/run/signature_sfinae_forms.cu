// The SFINAE forms libcu++ 3.0 builds its C++17 concept emulation on
// (`_CCCL_CONCEPT_FRAGMENT`): a function template whose trailing return
// type names its parameters inside a value template argument
// (`enable_if_t<!(decltype(…, a == b, …){})>`), taken by address with
// explicit arguments in another template's signature; `::new T` in an
// unevaluated operand at namespace scope (`default_initializable`); a
// default argument that is not instantiated by deduction; and partial
// ordering of operator templates over both operands (`__wrap_iter`'s
// `operator!=`).
#include <new>
#define HD __host__ __device__
template <bool> struct sel {};
template <> struct sel<true> { template <class T> using type = T; };
template <bool B, class T = void> using en_t = typename sel<B>::template type<T>;
template <class...> struct tag;
template <bool B, en_t<B, int> = 0> inline constexpr int req = 0;
template <class T> using cref = const T &;
template <class T> inline constexpr bool testable = sizeof(T) > 0;

template <class T, class U>
HD auto weq_impl_(cref<T> t, cref<U> u)
    -> en_t<!(decltype(void(), req<testable<decltype(t == u)>>, void(), false){})> {}
template <class... As> HD char weq_(tag<As...> *, decltype(&weq_impl_<As...>));
HD char (&weq_(...))[2];
template <class T, class U>
inline constexpr bool weq = (1u == sizeof(weq_(static_cast<tag<T, U> *>(nullptr), nullptr)));

template <class T>
HD auto newable_impl_() -> en_t<!(decltype(void(), ::new T, void(), false){})> {}
template <class... As> HD char newable_(tag<As...> *, decltype(&newable_impl_<As...>));
HD char (&newable_(...))[2];
template <class T>
inline constexpr bool newable = (1u == sizeof(newable_(static_cast<tag<T> *>(nullptr), nullptr)));

template <class T>
HD auto defaulted_impl_(T = T{}) -> en_t<!(decltype(void(), req<newable<T>>, void(), false){})> {}
template <class... As> HD char defaulted_(tag<As...> *, decltype(&defaulted_impl_<As...>));
HD char (&defaulted_(...))[2];
template <class T>
inline constexpr bool defaulted =
    (1u == sizeof(defaulted_(static_cast<tag<T> *>(nullptr), nullptr)));

template <bool B> struct en {};
template <> struct en<true> { typedef int type; };
template <class T, class U>
HD auto sized_impl(T t, U u) -> typename en<sizeof(decltype(t == u)) == 1>::type { return 0; }
template <class... As> HD char sized_(tag<As...> *, decltype(&sized_impl<As...>));
HD char (&sized_(...))[2];
template <class T, class U>
HD auto by_value_impl(T t, U u) -> typename en<sizeof(t) == 4>::type { return 0; }
template <class... As> HD char by_value_(tag<As...> *, decltype(&by_value_impl<As...>));
HD char (&by_value_(...))[2];

struct NoEq {};
struct NoDefault { HD NoDefault(int) {} };
template <class I> struct W { I i; };
template <class A> HD int operator!=(const W<A> &, const W<A> &) { return 10; }
template <class A, class B> HD int operator!=(const W<A> &, const W<B> &) { return 20; }
template <class A> HD int operator-(const W<A> &, int) { return 30; }
template <class A, class B> HD int operator-(const W<A> &, B) { return 40; }

__global__ void run(int *out) {
  out[0] = weq<int, int>;
  out[1] = weq<NoEq, NoEq>;
  out[2] = weq<float *, float *>;
  out[3] = newable<int>;
  out[4] = newable<NoDefault>;
  out[5] = newable<const int>;
  out[6] = defaulted<int>;
  out[7] = defaulted<NoDefault>;
  out[8] = sizeof(sized_(static_cast<tag<int, int> *>(nullptr), nullptr));
  out[9] = sizeof(by_value_(static_cast<tag<int, int> *>(nullptr), nullptr));
  out[10] = sizeof(by_value_(static_cast<tag<double, int> *>(nullptr), nullptr));
  W<int> a, b;
  W<float> c;
  out[11] = a != b;
  out[12] = a != c;
  out[13] = a - 1;
  out[14] = a - 1.0f;
}
