// Dependent calls in templates resolved as [temp.dep.candidate] says:
// ordinary unqualified lookup sees what is declared before the
// template's definition, argument-dependent lookup also what is declared
// before the point of instantiation, and the end of the unit is one
// ([temp.point]p7), where clang and nvcc instantiate.
// - `area(&w)` and `Acc<Window>::get` are used in `run` before `g`, found
//   only by ADL through `Window`, is declared (HeCBench's rsbench): before,
//   "use of undeclared identifier 'g'".
// - `outer`, declared before `run` and defined after it, is defined at
//   the end too, where its call finds `inner` (declared after it).
// - `N::bar(S())` calls `foo(t)`: `N::foo(S)`, declared after `bar`, is
//   neither visible at its definition nor found by ADL (`S` is in the
//   global namespace), so the template `N::foo<S>` is called (GCC's
//   lookup/two-stage5); before, the later overload was picked.
struct Window {
    double T;
};
template <class P>
__device__ int area(P *w) {
    return g(w) * 2;
}
template <class P>
struct Acc {
    __device__ int get(P *w) { return g(w) + 1; }
};

namespace N {
template <class T>
__device__ T foo(T) {
    return T();
}
template <class T>
__device__ T bar(T t) {
    return foo(t);
}
}  // namespace N

struct S {
    __device__ S(int i = 0) : i_(i) {}
    int i_;
};

__device__ int late();

// Declared before `run`, defined after it; its call finds `inner`,
// declared later still, by ADL (rsbench's `calculate_macro_xs`: cudac
// defined the body where the definition appeared, before `inner`).
template <class P>
__device__ int outer(P *w);

__global__ void run(int *out) {
    Window w{21.0};
    out[0] = area(&w);
    Acc<Window> a;
    out[1] = a.get(&w);
    out[2] = N::bar(S(5)).i_;
    out[3] = late();
    out[4] = outer(&w);
}

template <class P>
__device__ int outer(P *w) {
    return inner(w, 4);
}
template <class P>
__device__ int inner(P *w, int k) {
    return (int)w->T * k;
}

__device__ int g(Window *w) { return (int)w->T; }

namespace N {
__device__ S foo(S) { return S(1); }
}  // namespace N

// A use after `N::foo(S)` is declared calls the template too.
__device__ int late() { return N::bar(S(7)).i_ + 10; }
