// Patterns of libcu++ and libstdc++ traits that Thrust's iterators and
// `std::chrono` go through, each checked by running it:
// - a partial specialisation on a template template parameter applied to
//   a pack (`__make_tuple_types_flat<_Tuple<_Types...>, …>`), matched
//   against a variadic template's specialisation (was: the primary
//   template, so no member, and `thrust::max_element` failed);
// - a member alias template with a debug-only GNU attribute between its
//   name and `=` (`using __apply_quals _CCCL_NODEBUG_ALIAS = …`, which
//   is `__attribute__((__nodebug__))` for a clang-like compiler);
// - a private member named in a member alias template's default template
//   argument, substituted from a caller outside the class (libstdc++'s
//   `duration<double, milli>(b - a)` through `__divide<…, _S_gcd(…)>`);
// - a cast through a conversion function that returns a reference
//   (`(int) max_blocks_per_sm * sm_count` on Thrust's `cuda_optional`).
template <class... T> struct types {};
template <class T> struct one {};
template <unsigned long... I> struct indices {};

template <class A, class B> struct flat;
template <template <class...> class Tuple, class... Ts, unsigned long... I>
struct flat<Tuple<Ts...>, indices<I...>> {
    template <class U, class F = types<U, Ts...>>
    using apply __attribute__((__nodebug__)) = F;
    static constexpr int n = sizeof...(Ts) * 10 + sizeof...(I);
};
template <class A> struct arity { static constexpr int n = -1; };
template <template <class...> class TT, class T> struct arity<TT<T>> {
    static constexpr int n = 1;
};
template <template <class...> class TT, class T, class U> struct arity<TT<T, U>> {
    static constexpr int n = 2;
};

template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

template <long N, long D> struct ratio {
    static constexpr long num = N, den = D;
};
class duration {
    static constexpr long gcd(long m, long n) { return n == 0 ? m : gcd(n, m % n); }
    template <class R1, class R2, long G1 = gcd(R1::num, R2::num),
              long G2 = gcd(R1::den, R2::den)>
    using divide = ratio<(R1::num / G1) * (R2::den / G2), (R1::den / G2) * (R2::num / G1)>;

  public:
    template <class R1, class R2> static constexpr long den_of() {
        return divide<R1, R2>::den;
    }
};

template <class T> struct optional_value {
    T v;
    __device__ optional_value(T x) : v(x) {}
    __device__ operator T const &() const { return v; }
};

__global__ void run(int *out) {
    out[0] = flat<types<float, long>, indices<0, 1>>::n;
    out[1] = same<flat<types<float, long>, indices<0, 1>>::apply<int>,
                  types<int, float, long>>::value;
    out[2] = arity<types<int>>::n * 10 + arity<types<int, char>>::n + arity<one<int>>::n * 100;
    out[3] = (int)duration::den_of<ratio<1, 1000>, ratio<1, 1000000000>>();
    optional_value<int> blocks(out[4] + 6), sms(out[5] + 7);
    out[4] = (int)blocks * sms;
    out[5] = static_cast<int>(blocks) + int(sms);
}
