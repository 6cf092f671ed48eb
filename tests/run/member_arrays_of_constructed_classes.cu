// A class whose member is an array of objects with a default constructor
// (`struct A { B c[4]; }`) has an implicit default constructor that runs
// B's for every element, in a local, a `new` object, nested arrays and
// value-initialisation. Before, the array member was not seen as needing
// construction (the member's type is an array, not a class): B's
// constructor never ran and the elements were left uninitialised.
//
// Device variables default-initialised by a constexpr constructor hold
// what it leaves (constant initialisation, as nvcc does), directly, as an
// element, and as a member (of an array member) of an aggregate whose
// implicit constructor is therefore constexpr; before, the aggregate's
// were silently zero and the others an error.
struct B {
    int v;
    __device__ B() : v(5) {}
};
struct A {
    B c[4];
    int k;
};
struct Grid {
    A rows[2][3];
};
struct P {
    int x;
    constexpr P() : x(7) {}
};
struct Q {
    P p[2];
    int y = 3;
};
struct R {
    P p;
    Q q;
};
__device__ P p1;
__device__ Q q1;
__device__ R r1;
__device__ P pa[3];
__device__ Q qa[2];

__global__ void run(int *out) {
    A a;
    out[0] = a.c[0].v + a.c[3].v;
    A *p = new A;
    out[1] = p->c[2].v;
    delete p;
    Grid g;
    out[2] = g.rows[1][2].c[3].v;
    A v{};
    out[3] = v.c[1].v + v.k;
    A arr[2];
    out[4] = arr[1].c[1].v;
    out[5] = p1.x;
    out[6] = q1.p[1].x + q1.y * 10;
    out[7] = r1.p.x + r1.q.p[0].x + r1.q.y;
    out[8] = pa[2].x;
    out[9] = qa[1].p[1].x + qa[1].y;
}
