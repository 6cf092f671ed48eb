// The detection idiom: a partial specialisation whose argument is
// well-formed only for some types (`void_t<decltype(declval<T>().x())>`,
// `enable_if_t<is_signed<T>::value>`). Substitution failure makes it no
// match, and nothing is reported; the argument is resolved again for the
// real type (it cannot be while the specialisation is declared). Calls in
// a `decltype` are not made, so a host `declval` is fine in device code.
template <class...> using void_t = void;
template <class T> T &&declval();
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_signed { static const bool value = T(-1) < T(0); };

template <class T, class = void> struct has_x { static const int value = 0; };
template <class T> struct has_x<T, void_t<decltype(declval<T>().x())>> {
    static const int value = 1;
};
template <class T, class = void> struct has_type { static const int value = 0; };
template <class T> struct has_type<T, void_t<typename T::type>> { static const int value = 2; };
template <class T, class = void> struct sign { static const int value = 3; };
template <class T> struct sign<T, enable_if_t<is_signed<T>::value>> { static const int value = 4; };
// The deferred argument must equal the one asked for, not just resolve.
template <class T, class U = int> struct exact { static const int value = 5; };
template <class T> struct exact<T, decltype(declval<T>().x())> { static const int value = 6; };

struct A {
    __device__ int x() { return 1; }
    typedef int type;
};
struct B {
    __device__ float x() { return 2; }
};

__global__ void run(int *out) {
    out[0] = has_x<A>::value * 10 + has_x<B>::value * 100 + has_x<int>::value;
    out[1] = has_type<A>::value * 10 + has_type<B>::value;
    out[2] = sign<int>::value * 10 + sign<unsigned>::value;
    out[3] = exact<A>::value * 10 + exact<B>::value;
}
