// Assigning an object of another class to one whose class has its own
// `operator=` templates (here none viable) and a defaulted copy and move
// assignment: those implicit candidates take the right operand through
// its conversion function template ([over.match.oper]). libcu++'s
// `tuple = tuple_of_iterator_references` in Thrust's reductions goes this
// way. Before, only the templates were candidates ("no matching function
// for call to 'operator='"), and a partial specialisation wrongly matched
// through a base class had hidden it.
template <bool B, class T = void> struct en {};
template <class T> struct en<true, T> { using type = T; };
template <class... T> struct tup;
template <class A, class B> struct tup<A, B> {
  A a; B b;
  tup() = default;
  __device__ tup(A x, B y) : a(x), b(y) {}
  tup &operator=(const tup &) = default;
  tup &operator=(tup &&) = default;
  template <class U, typename en<sizeof(U) == 1, bool>::type = false>
  __device__ tup &operator=(U &&u) { a = 0; return *this; }
};
template <class T> struct ref { T *p; __device__ operator T() const { return *p; } };
template <class A, class B> struct tref : tup<A, B> {
  using tup<A, B>::tup;
  template <class... Us> __device__ operator tup<Us...>() const { return tup<Us...>(this->a, this->b); }
};
__global__ void run(int *out) {
  float f = 2.5f;
  tref<ref<float>, long> r(ref<float>{&f}, 7L);
  tup<float, long> t;
  t = r;
  out[0] = (int)(t.a * 2) + (int)t.b * 10;
}
