// A class with a const or reference data member, or with a base or member
// of such a class, has its implicit copy and move assignment deleted
// ([class.copy.assign]/7): assigning one is an error, as in nvcc and clang
// (before: cudac copied the const member over). Copy construction stays
// fine, and so does a class that declares its own assignment operator.
struct P {
    int a;
    const int b;
    __device__ P(int x) : a(x), b(x) {}
};
struct R {
    int &r;
};
struct Outer {
    P p[2];
};
struct Derived : P {
    __device__ Derived() : P(1) {}
};
struct Own {
    const int c;
    __device__ Own(int v) : c(v) {}
    __device__ Own &operator=(const Own &) { return *this; }
};
__global__ void k(P *p, P q, R *r, R s, Outer *o, Outer t, Derived *d, Own *w) {
    P copy(q);
    *p = q;
    *r = s;
    *o = t;
    *d = Derived();
    *w = Own(3);
    p->a = copy.a;
}
