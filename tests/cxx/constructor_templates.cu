// Constructor templates: deduced from the arguments, with member
// initialisers, in a class and in a class template (a converting
// constructor from another specialisation), explicit ones, and the
// implicit copy still chosen for the class's own type; both variants of
// each specialisation are named as clang names them (`_ZN1WC2IfEET_`).
#include "clang_cuda.h"

struct W {
    int v;
    template <class T> __device__ W(T t) : v(int(t)) {}
    template <class A, class B> __device__ explicit W(A a, B b) : v(int(a) + int(b)) {}
};

template <class T> struct Vec2 {
    T x, y;
    __device__ Vec2(T a, T b) : x(a), y(b) {}
    template <class U> __device__ Vec2(const Vec2<U> &o) : x(T(o.x)), y(T(o.y)) {}
};

__global__ void k(int *o, float f, double d) {
    W a(f), b(3L), c(f, d);
    W copy(a);
    Vec2<int> vi(1, 2);
    Vec2<float> vf(vi);
    Vec2<double> vd = vf;
    o[0] = a.v + b.v + c.v + copy.v + int(vf.x + vd.y);
}
