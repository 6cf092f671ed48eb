// A derived prvalue converted to its base (slicing) copy-initialises the
// base temporary with the base's copy constructor: `c ? f() : b` with
// `f()` a D and `b` a B (GCC's expr/cond6.C), and a D passed to a
// function taking a B by value.
__device__ int copies;
struct B {
    int v;
    __device__ B() : v(1) {}
    __device__ B(const B &o) : v(o.v + 100) { ++copies; }
};
struct D : B {
    __device__ D() { v = 2; }
    __device__ D(const D &) : B() {}
};
__device__ D make() { return D(); }
__device__ int by_value(B b) { return b.v; }

__global__ void run(int *out) {
    copies = 0;
    B b;
    bool t = out[63] == 0;
    b = (t ? make() : b);
    out[0] = copies;
    out[1] = b.v;
    D d;
    out[2] = by_value(d);
    out[3] = copies;
    B c = t ? b : make();
    out[4] = c.v;
    out[5] = copies;
}
