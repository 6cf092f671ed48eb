// Operator functions called by name through an object: conversion
// functions (`b.operator int()`, `p->operator float()`, `x.operator
// unsigned int()`, `t.operator T()` in a template) and operators named
// through a base (`c.B::operator=(b)`, `p->B::operator+=(2)`), which did
// not parse; and an unnamed pointer pack parameter (`f(const T *...)`),
// which did not either.
struct B {
    int v = 0;
    __device__ B &operator=(const B &o) {
        v = o.v + 100;
        return *this;
    }
    __device__ B &operator+=(int k) {
        v += k;
        return *this;
    }
};
struct D : B {
    int w = 0;
    __device__ D &operator=(const D &o) {
        B::operator=(o);
        w = o.w;
        return *this;
    }
    __device__ operator int() const { return v + w; }
    __device__ explicit operator float() const { return 0.5f * w; }
    __device__ operator unsigned int() const { return 7u; }
};

template <class T, class X>
__device__ T convert(const X &x) {
    return x.operator T();
}

template <class... T>
__device__ int count_pointers(const T *...) {
    return sizeof...(T);
}

__global__ void run(int *out) {
    D a;
    a.v = 1;
    a.w = 2;
    D b;
    b = a;
    out[0] = b.v;
    out[1] = b.operator int();
    D *p = &b;
    out[2] = (int)(p->operator float() * 10);
    out[3] = (int)a.operator unsigned int();
    D c;
    c.B::operator=(b);
    out[4] = c.v;
    out[5] = c.w;
    p->B::operator+=(2);
    out[6] = b.v;
    out[7] = convert<int>(a);
    out[8] = count_pointers(out, &a, &b.v);
}
