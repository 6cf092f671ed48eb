// A reference to a class binds through the operand's conversion
// function when that yields the class or one derived from it
// ([dcl.init.ref]p5): to the base of a returned prvalue without copying
// it (GCC's init/ref22.C), to the base of a returned reference (GCC's
// expr/copy1.C, also through a cast to the reference type), and as an
// argument to a reference parameter.
__device__ int copies;
struct A {
    int v;
    __device__ A() : v(1) {}
    __device__ A(const A &o) : v(o.v + 100) { ++copies; }
};
struct B : A {};
struct Blobby : A {
    __device__ Blobby() { v = 7; }
};
struct X {
    __device__ operator B() { return B(); }
};
struct W {
    Blobby m;
    __device__ operator const Blobby &() { return m; }
};
__device__ int read(const A &a) { return a.v; }

__global__ void run(int *out) {
    copies = 0;
    X x;
    const A &r = x;
    out[0] = r.v;
    W w;
    const A &r2 = (const A &)w;
    const A &r3 = w;
    out[1] = r2.v * 10 + r3.v;
    out[2] = &r3 == &w.m;
    out[3] = read(w) + read(x) * 10;
    out[4] = copies;
}
