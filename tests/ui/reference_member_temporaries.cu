// A reference member bound to a temporary in a member initialiser would
// dangle once the constructor returns: an error (CWG 1696), as clang
// reports it, also through a conversion to a base and for a scalar; a
// reference member bound to an object that outlives it is fine.
struct A { int v; };
struct D : A {};
struct B {
    const A &a1;
    const A &a2;
    const int &n;
    const A &ok;
    __device__ B(const A &x) : a1(A()), a2(D()), n(3), ok(x) {}
};
__global__ void k(int *o) { A a{1}; B b(a); o[0] = b.ok.v; }
