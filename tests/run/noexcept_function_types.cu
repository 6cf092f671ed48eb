// noexcept in the type system (C++17 [except.spec]p2): function types
// with `noexcept` are distinct types, `&f` of a non-throwing function has
// one, pointers (to members) to them convert to the plain ones, a call
// through them is not potentially throwing, and partial specialisations
// and deduction tell them apart as C++ does. libcu++ 3.0's `declval` is a
// variable of type `T&& (*)() noexcept`.
#define HD __host__ __device__
HD int f1() noexcept { return 1; }
HD int f2() { return 2; }
template <class T> struct S { static constexpr int v = 0; };
template <class R> struct S<R() noexcept> { static constexpr int v = 1; };
template <class T, class U> struct Same { static constexpr int v = 0; };
template <class T> struct Same<T, T> { static constexpr int v = 1; };
template <class R, class... A> HD int takes(R (*p)(A...)) { return p() + 10; }
template <class R> HD int takes_nothrow(R (*p)() noexcept) { return p() + 20; }
HD int apply(int (*p)()) { return p(); }
HD int pick(int (*)()) { return 1; }
HD int pick(int (*)() noexcept) { return 2; }
struct M {
  HD int g() const noexcept { return 3; }
  HD int h() { return 4; }
};
template <class T> struct Ptr { typedef T *type; };
template <class T> extern typename Ptr<T && () noexcept>::type dv;
template <class T> extern typename Ptr<T && ()>::type dv_throwing;
template <bool B> struct Cond { using type = void (*)() noexcept(B); };
__global__ void run(int *out) {
  out[0] = noexcept(f1());
  out[1] = noexcept(f2());
  int (*p)() noexcept = f1;
  int (*q)() = f1;
  out[2] = noexcept(p());
  out[3] = noexcept(q());
  out[4] = Same<decltype(&f1), int (*)() noexcept>::v;
  out[5] = Same<decltype(&f2), int (*)()>::v;
  out[6] = S<int() noexcept>::v + 2 * S<int()>::v;
  out[7] = apply(f1) + apply(p) + q();
  out[8] = Same<decltype(&M::g), int (M::*)() const noexcept>::v;
  out[9] = noexcept(dv<int>()) + 2 * noexcept(dv_throwing<int>());
  int (M::*pm)() const = &M::g;
  M m;
  out[10] = (m.*pm)() + 10 * noexcept((m.*pm)());
  int (&r)() = f1;
  out[11] = r();
  out[12] = takes(f1) + takes(f2);
  out[13] = takes_nothrow(f1);
  out[14] = pick(f1) * 10 + pick(f2);
  out[15] = Same<Cond<true>::type, void (*)() noexcept>::v + 2 * Same<Cond<false>::type, void (*)()>::v;

  out[16] = Same<int (*)() noexcept, int (*)()>::v;
}
