// Structured bindings of tuple-like types ([dcl.struct.bind]p4): through
// std::tuple_size/tuple_element, a member get<i>() or a get<i>(e) found by
// argument-dependent lookup, the hidden object an xvalue unless it is an
// lvalue reference; and the reference-binding ranks get<i> overloads
// depend on ([over.ics.rank]p3.2.3, 3.2.6).
#include <utility>
#define HD __host__ __device__
namespace lib {
struct Pair3 { int a; float b; int c; };
template <unsigned long I> HD auto &get(Pair3 &p) {
  if constexpr (I == 0) return p.a; else if constexpr (I == 1) return p.b; else return p.c;
}
template <unsigned long I> HD auto &&get(Pair3 &&p) {
  if constexpr (I == 0) return static_cast<int &&>(p.a);
  else if constexpr (I == 1) return static_cast<float &&>(p.b);
  else return static_cast<int &&>(p.c);
}
template <unsigned long I> HD const auto &get(const Pair3 &p) {
  if constexpr (I == 0) return p.a; else if constexpr (I == 1) return p.b; else return p.c;
}
struct Member2 {
  int x, y;
  template <unsigned long I> HD int get() const { return I == 0 ? x * 10 : y * 10; }
};
} // namespace lib
template <> struct std::tuple_size<lib::Pair3> : std::integral_constant<unsigned long, 3> {};
template <> struct std::tuple_size<const lib::Pair3> : std::integral_constant<unsigned long, 3> {};
template <unsigned long I> struct std::tuple_element<I, lib::Pair3> { using type = std::conditional_t<I == 1, float, int>; };
template <unsigned long I> struct std::tuple_element<I, const lib::Pair3> { using type = const std::conditional_t<I == 1, float, int>; };
template <> struct std::tuple_size<lib::Member2> : std::integral_constant<unsigned long, 2> {};
template <unsigned long I> struct std::tuple_element<I, lib::Member2> { using type = int; };

struct T { int v; };
HD int r(T &) { return 1; }
HD int r(const T &) { return 2; }
HD int r(T &&) { return 3; }
HD int r(const T &&) { return 4; }
HD int s(const T &) { return 2; }
HD int s(const T &&) { return 4; }

__global__ void run(int *out) {
  lib::Pair3 p{1, 2.5f, 3};
  auto [a, b, c] = p;          // a copy: the names refer to its parts
  a = 7;
  out[0] = a + p.a * 100;
  out[1] = (int)(b * 2) + c;
  auto &[x, y, z] = p;         // references into p
  x = 9;
  out[2] = p.a;
  const auto &[u, v, w] = p;
  out[3] = u + w;
  auto [m, n] = lib::Member2{4, 5};
  out[4] = m + n;
  T t{0};
  const T ct{0};
  out[5] = r(t) * 1000 + r(ct) * 100 + r(static_cast<T &&>(t)) * 10 + r(static_cast<const T &&>(ct));
  out[6] = s(static_cast<T &&>(t)) * 10 + s(t);
  auto &&[q1, q2, q3] = lib::Pair3{5, 6.f, 7};
  out[7] = q1 + q3;
}
