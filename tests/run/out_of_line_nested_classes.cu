// Nested classes and member class templates defined out of line
// (`struct Outer::Inner {…}`, `template <class E> class L::mapping {…}`,
// libcu++'s layout_right::mapping), a class of a namespace defined by its
// qualified name, and pack expansions in base initialisers with braces
// and parentheses (libcu++'s extents: `: _Values(static_cast<I>(v)...)`).
#define HD __host__ __device__
struct Outer {
  static constexpr int scale = 3;
  struct Inner;
  template <class E> class mapping;
  HD int use() const;
};
struct Outer::Inner {
  int z;
  HD int scaled() const { return z * scale; }
};
template <class E> class Outer::mapping {
public:
  E e;
  HD E get() const { return e + scale; }
};
HD int Outer::use() const { return mapping<int>{4}.get() + Inner{2}.scaled(); }
namespace ns { struct Later; }
struct ns::Later { int v = 11; };

template <class T, int N> struct Arr { T v[N]; };
template <class T> struct Pair { T a, b; HD Pair(T x, T y) : a(x), b(y) {} };
template <class T> struct ByBraces : Arr<T, 2> {
  using Vals = Arr<T, 2>;
  template <class... A> HD ByBraces(A... xs) : Vals{static_cast<T>(xs)...} {}
};
template <class T> struct ByParens : Pair<T> {
  using Vals = Pair<T>;
  template <class... A> HD ByParens(A... xs) : Vals(static_cast<T>(xs)...) {}
};
template <class T> struct Named : Arr<T, 3> {
  template <class... A> HD Named(A... xs) : Arr<T, 3>{static_cast<T>(xs * 2)...} {}
};

__global__ void run(int *out) {
  Outer::Inner i{5};
  Outer::mapping<int> m{6};
  Outer o;
  out[0] = i.scaled();
  out[1] = m.get();
  out[2] = o.use();
  out[3] = ns::Later{}.v;
  ByBraces<int> b(3.5, 4);
  ByParens<int> p(5, 6.5f);
  Named<int> n(1, 2, 3);
  out[4] = b.v[0] * 10 + b.v[1];
  out[5] = p.a * 10 + p.b;
  out[6] = n.v[0] + n.v[1] + n.v[2];
}
