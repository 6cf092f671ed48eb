// Single and multiple inheritance in device code: members and member
// functions found through bases, qualified access (`c.A::x`, `A::f()`),
// hiding, base initialisers calling base-object constructors (C2),
// derived-to-base conversions of references, pointers and values,
// `static_cast` back to the derived class, overloads preferring the
// nearest base, class templates deriving from class templates, CRTP,
// deduction of `Holder<T>` from a derived argument. Every symbol equals
// clang-19's.
#include "clang_cuda.h"

struct Base {
    int a;
    float b;
    __device__ int sum() const { return a + (int)b; }
};
struct Derived : Base {
    int c;
    __device__ int all() const { return sum() + c + a; }
};
struct Empty {};
struct Tag {};
struct Multi : Empty, Base, Tag {
    char d;
};

// A non-POD base: the derived class reuses its tail padding.
struct Counter {
    int n;
    char flag;
    __device__ Counter() : n(1), flag(2) {}
    __device__ explicit Counter(int v) : n(v), flag(0) {}
    __device__ void bump() { ++n; }
};
struct Tracked : Counter {
    char extra;
    __device__ Tracked() : Counter(), extra(3) {}
    __device__ Tracked(int v) : Counter(v * 2), extra(4) { bump(); }
};

struct A {
    int x = 4;
    __device__ int f() const { return x; }
};
struct B : A {
    int x = 9; // hides A::x
    __device__ int f() const { return x + A::f() + A::x; }
};
struct C : B {
    __device__ C() {}
    int y = 1;
};

namespace geo {
struct Vec2 {
    float x, y;
    __device__ Vec2 operator+(const Vec2 &o) const { return {x + o.x, y + o.y}; }
    __device__ float dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};
struct Point : Vec2 {
    int id;
};
} // namespace geo

template <class T> struct Holder {
    T v;
    __device__ T get() const { return v; }
    __device__ void set(T x) { v = x; }
};
template <class T> struct Twice : Holder<T> {
    __device__ T twice() const { return this->get() * 2 + Holder<T>::get(); }
};
template <class D> struct Shape {
    __device__ float area() const { return static_cast<const D *>(this)->area_impl(); }
};
struct Square : Shape<Square> {
    float side;
    __device__ float area_impl() const { return side * side; }
};

__device__ int by_ref(const Base &b) { return b.a * 10; }
__device__ int by_ptr(const Base *b) { return b ? b->a : -1; }
__device__ int by_value(Base b) { return b.a + 1; }
__device__ int rank(const A &) { return 1; }
__device__ int rank(const B &) { return 2; }
template <class T> __device__ T unwrap(const Holder<T> &h) { return h.get(); }

__global__ void derived_kernel(Derived *out, int n) {
    Derived d;
    d.a = n;
    d.b = 1.5f;
    d.c = 2;
    out[0] = d;
    Base &br = out[1];
    br.a = d.all() + by_ref(d) + by_ptr(&d) + by_value(d);
}

__global__ void multi_kernel(Multi *m, int *out) {
    Base *b = m;
    Multi *back = static_cast<Multi *>(b);
    Base &r = *m;
    out[0] = back->d + b->a + static_cast<Multi &>(r).d;
    out[1] = by_ptr((Multi *)0);
}

__global__ void ctor_kernel(int *out, int v) {
    Tracked t(v);
    Tracked u;
    C c;
    A a;
    out[0] = t.n + t.flag + t.extra + u.n + u.extra;
    out[1] = c.f() + c.y + c.A::x + rank(c) * 100 + rank(a);
}

__global__ void template_kernel(float *out, geo::Point *pts) {
    Twice<float> t;
    t.set(out[0]);
    Square s;
    s.side = out[1];
    geo::Vec2 v = pts[0] + pts[1];
    out[2] = t.twice() + unwrap(t) + s.area() + v.dot(pts[0]);
}
