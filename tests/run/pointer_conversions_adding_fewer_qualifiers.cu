// Of two pointer conversions that differ only in the qualifiers they add
// to the pointee, the one adding fewer is better ([over.ics.rank]p3.2.5):
// derived-to-base (`f(B *)` over `f(const B *)` for an `N *`, libstdc++'s
// `_Rb_tree::_S_left(_Base_ptr)` over `_S_left(_Const_Base_ptr)`, which
// every `std::map` insertion calls) and to `void *`. Both calls were
// "ambiguous". A const pointee never converts to a pointer to non-const.
struct B { int v; };
template <class T> struct N : B { T x; };
struct M : N<int> {};
__device__ int f(B *) { return 1; }
__device__ int f(const B *) { return 2; }
__device__ int f(volatile B *) { return 3; }
__device__ int g(void *) { return 10; }
__device__ int g(const void *) { return 20; }
__device__ int g(const volatile void *) { return 30; }
__device__ int h(const B *) { return 4; }
__device__ int h(const volatile void *) { return 5; }
__global__ void run(int *out) {
    N<int> n;
    const N<int> *cn = &n;
    volatile M vm;
    M m;
    out[0] = f(&n);
    out[1] = f(cn);
    out[2] = f(&vm);
    out[3] = g(&n);
    out[4] = g(cn);
    out[5] = g(&vm);
    out[6] = h(&m);
    out[7] = h(&vm);
}
