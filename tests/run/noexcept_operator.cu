// noexcept(e) ([expr.unary.noexcept]) and the nothrow traits: written
// specifications, destructors (non-throwing unless a part's may throw),
// implicit and defaulted members (from what they call), computed
// noexcept(e) with parameters in scope, and the declval idiom of libcu++'s
// destructible concept.
#define HD __host__ __device__
struct A { HD A() noexcept {} HD ~A() {} HD void f() noexcept; HD void g(); };
struct B { HD B() {} HD ~B() noexcept(false) {} };
struct C { A a; };            // implicit members: from A's
struct D { B b; };            // implicit dtor may throw (B's)
struct E { HD E(int) noexcept(sizeof(int) == 4) {} };
template <class T> struct W { T t; HD void swap(W& o) noexcept(noexcept(o.t.f())) {} };
__device__ void h() noexcept;
__device__ int k();
template <class T> HD T declv() noexcept;
template <class T> constexpr bool dtor_ok = noexcept(declv<T&>().~T());
typedef int I;
__global__ void run(int *out) {
  A a;
  out[0] = noexcept(h());
  out[1] = noexcept(k());
  out[2] = noexcept(a.f());
  out[3] = noexcept(a.g());
  out[4] = noexcept(1 + 2);
  out[5] = noexcept(A());
  out[6] = noexcept(B());
  out[7] = dtor_ok<A>;
  out[8] = dtor_ok<B>;
  out[9] = dtor_ok<float*>;
  out[10] = __is_nothrow_constructible(A);
  out[11] = __is_nothrow_constructible(B);
  out[12] = __is_nothrow_constructible(I, I);
  out[13] = dtor_ok<C>;
  out[14] = dtor_ok<D>;
  out[15] = __is_nothrow_constructible(C);
  out[16] = __is_nothrow_constructible(E, int);
  W<A> w;
  out[17] = noexcept(w.swap(w));
  out[18] = __is_nothrow_assignable(A&, const A&);
  out[19] = __is_nothrow_constructible(D);
}
