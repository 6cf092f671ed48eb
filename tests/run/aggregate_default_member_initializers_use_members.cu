// Default member initialisers of an aggregate that read other members
// (`int b = a * 2;`), call member functions or take a member's address,
// used when a braced list initialises the aggregate: C++ evaluates them
// with `this` the object being initialised, member by member in order
// ([dcl.init.aggr]p5, [class.mem]). Before, cudac checked them with no
// object ("use of undeclared identifier 'a'", "invalid use of non-static
// data member"); inside a member function of the same class, the
// enclosing object's members were read instead.
struct A {
    int a;
    int b = a * 2;
    int c = b + 1;
};
struct B {
    int n = 4;
    int arr[3] = {n, n + 1, n + 2};
};
struct C {
    int m;
    int *p = &m;
    __device__ int twice() const { return 2 * m; }
    int t = twice();
};
struct Outer {
    int k = 5;
    A inner{k + 1};
    int last = inner.c + k;
};
struct Self {
    int v;
    int w = v + 100;
    // In a member function, another object's initialisers read that
    // object, not `*this`.
    __device__ int other_w(int x) const {
        Self o{x};
        return o.w;
    }
};
struct X {
    unsigned i;
    unsigned n = i;
};
__device__ int take(X x) { return x.i * 10 + x.n; }

__global__ void run(int *out) {
    A x{3};
    out[0] = x.b;
    out[1] = x.c;
    A y{3, 10};
    out[2] = y.c;
    B b{};
    out[3] = b.arr[2];
    B b2{7};
    out[4] = b2.arr[1];
    C c{6};
    *c.p += 1;
    out[5] = c.m;
    out[6] = c.t;
    Outer o{};
    out[7] = o.inner.c;
    out[8] = o.last;
    Self s{1};
    out[9] = s.other_w(20);
    out[10] = take(X{4});
    A arr[2] = {{1}, {2, 7}};
    out[11] = arr[0].c * 100 + arr[1].c;
    A *h = new A{9};
    out[12] = h->c;
    delete h;
}
