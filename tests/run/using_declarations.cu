// using-declarations in classes: a base's overloads join the derived
// class's own (the derived `f(int)` overrides the base's, the base's
// `f(double)` is found too, where without the declaration the derived `f`
// would hide it), and a base's data member named again.
struct Base {
    __device__ int f(int x) const { return x + 1; }
    __device__ int f(double x) const { return int(x * 10); }
    __device__ int g() const { return 5; }
    int v = 7;
};
struct Derived : Base {
    using Base::f;
    using Base::v;
    __device__ int f(int x) const { return x + 100; }
    __device__ int g(int k) const { return k; }
};
struct Hiding : Base {
    __device__ int f(int x) const { return x + 1000; }
};

__global__ void run(int *out) {
    int zero = out[63];
    Derived d;
    out[0] = d.f(2 + zero);
    out[1] = d.f(2.5);
    out[2] = d.v + d.g(3) + d.Base::g();
    Hiding h;
    out[3] = h.f(2.5);
}
