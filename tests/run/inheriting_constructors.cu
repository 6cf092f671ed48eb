// Inheriting constructors (`using Base::Base;`): the derived class gets
// the base's constructors (not its copy constructor, and not one it
// declares itself with the same parameters); its own members take their
// default member initialisers.
struct Base {
    int v;
    __device__ Base(int x) : v(x) {}
    __device__ Base(int x, int y) : v(x * 10 + y) {}
    __device__ Base(const Base &o) : v(o.v + 1000) {}
};
struct Derived : Base {
    using Base::Base;
    int extra = 7;
    __device__ Derived(int x, int y) : Base(x - y), extra(1) {}
};
template <class T> struct Holder {
    T t;
    __device__ Holder(T x) : t(x) {}
};
struct FromTemplate : Holder<float> {
    using Holder::Holder;
};

__global__ void run(int *out) {
    int zero = out[63];
    Derived a(5 + zero);
    out[0] = a.v * 100 + a.extra;
    Derived b(9 + zero, 4);
    out[1] = b.v * 100 + b.extra;
    FromTemplate f(2.5f);
    out[2] = int(f.t * 10);
}
