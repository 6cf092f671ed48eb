// Forms CCCL 3's Thrust, CUB and libcu++ put in signatures and class bodies:
// a trailing return type that expands the function's own parameter pack
// (`-> decltype(eval(static_cast<Ts&&>(ts)...))`, thrust's actor), a
// parenthesised qualified callee (`(N::mn)(a, b)`, read as a call, not a
// cast), a scoped enumerator naming an earlier one of its own enumeration
// (`native = little`), a class named `operator_*` whose defaulted
// constructor is not an operator, `unsigned __int128` compared as unsigned in
// constant expressions (libcu++'s is_signed), and a variable template's value
// read in a deduced-return function template (libcu++'s __fp_format_of_v).
// Also: 128-bit integer constants keep their high half and sign in the IR
// (const_int took 64 bits: `big128 / 3` was 0x5555555555555555).
__host__ __device__ int eval(int a, int b) { return a * 10 + b; }
template <typename... Ts>
__host__ __device__ auto call(Ts &&...ts) -> decltype(eval(static_cast<Ts &&>(ts)...)) {
  return eval(static_cast<Ts &&>(ts)...);
}

template <class T> struct fwd_t { using type = T; };
template <class T> __host__ __device__ T &&fwd(typename fwd_t<T>::type &t) {
  return static_cast<T &&>(t);
}
struct Counter {
  template <class... Ts> __host__ __device__ int eval(Ts &&...ts) const {
    return sizeof...(Ts) * 100 + (0 + ... + ts);
  }
};
template <typename Eval> struct actor : Eval {
  template <typename... Ts>
  __host__ __device__ auto operator()(Ts &&...ts) const
      -> decltype(Eval::eval(fwd<decltype(ts)>(ts)...)) {
    return Eval::eval(fwd<decltype(ts)>(ts)...);
  }
};

namespace N {
template <class T> __host__ __device__ T mn(T a, T b) { return a < b ? a : b; }
__host__ __device__ int twice(int a) { return 2 * a; }
} // namespace N

enum class endian { little = 0x1234, big = 0x4321, native = little };
enum plain { pa = 1, pb = pa + 1 };

template <typename F> struct operator_adaptor : F {
  constexpr operator_adaptor() = default;
  __host__ __device__ operator_adaptor(F f) : F(f) {}
};
struct P { int x = 3; };

template <class T> struct is_signed_int { static constexpr bool value = T(-1) < T(0); };
constexpr unsigned __int128 big128 = ~(unsigned __int128)0;

enum class fmt { four, eight, other };
template <class T> constexpr fmt fmt_impl() {
  if constexpr (sizeof(T) == 4)
    return fmt::four;
  else if constexpr (sizeof(T) == 8)
    return fmt::eight;
  else
    return fmt::other;
}
template <class T> inline constexpr fmt fmt_of_v = fmt_impl<T>();
template <class T> __host__ __device__ constexpr auto storage() {
  constexpr fmt f = fmt_of_v<T>;
  if constexpr (f == fmt::four)
    return 4u;
  else
    return 8ull;
}
template <class T> using storage_t = decltype(storage<T>());

__global__ void run(int *out) {
  int a = 4, b = 7;
  out[0] = call(a, b);
  actor<Counter> act;
  out[1] = act(a, b, 2);
  out[2] = (N::mn)(a, b) + (::N::mn)(9, 5) * 10;
  out[3] = (N::twice)(a);
  out[4] = (int)endian::native == 0x1234 && pb == 2;
  operator_adaptor<P> ad;
  out[5] = ad.x;
  out[6] = is_signed_int<unsigned __int128>::value * 10 + is_signed_int<__int128>::value;
  out[7] = big128 / 3 > (unsigned __int128)1 << 120;
  out[8] = (int)(big128 >> 125) + (int)(big128 % 10);
  out[9] = storage<float>() * 10 + (int)storage<double>();
  out[10] = sizeof(storage_t<float>) * 10 + sizeof(storage_t<double>);
  // 128-bit constants keep their high half and their sign in the IR.
  unsigned __int128 q = big128 / 3;
  out[11] = q > ((unsigned __int128)1 << 120);
  __int128 neg = -(__int128)5;
  out[12] = (int)(neg >> 100) * 10 + (int)(q >> 124);
}
