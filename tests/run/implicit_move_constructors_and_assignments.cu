// A class that declares no copy or move constructor, assignment or
// destructor has an implicit move constructor and move assignment
// ([class.copy.ctor]p8, [class.copy.assign]p4): they move each base and
// member, so a member's own move constructor or move assignment runs for
// an rvalue source. Before, cudac copied the members of an rvalue (their
// copy constructors ran, silently), and a base that can only be moved
// was an error.
struct M {
    int moved = 0, copied = 0;
    __device__ M() {}
    __device__ M(const M &o) : moved(o.moved), copied(o.copied + 1) {}
    __device__ M(M &&o) : moved(o.moved + 1), copied(o.copied) {}
    __device__ M &operator=(const M &o) {
        copied = o.copied + 10;
        return *this;
    }
    __device__ M &operator=(M &&o) {
        moved = o.moved + 10;
        return *this;
    }
};
// Only movable.
struct Only {
    int n = 0;
    __device__ Only() {}
    __device__ Only(Only &&o) : n(o.n + 1) {}
    __device__ Only &operator=(Only &&o) {
        n = o.n + 100;
        return *this;
    }
};
struct H {
    M m;
    int x;
};
struct HB : M {
    int y;
};
struct HA {
    M arr[2];
};
struct Nested {
    H h;
};
struct Derived : Only {
    M m;
};
// A user-declared copy constructor: no implicit move, rvalues copy.
struct Copies {
    M m;
    __device__ Copies() {}
    __device__ Copies(const Copies &o) : m(o.m) {}
};

template <class T> __device__ T &&mv(T &t) { return static_cast<T &&>(t); }
__device__ H make_h() { return H(); }

__global__ void run(int *out) {
    H a;
    H b(mv(a));
    out[0] = b.m.moved * 10 + b.m.copied;
    H lv(b);
    out[1] = lv.m.moved * 10 + lv.m.copied;
    HB c;
    HB d(mv(c));
    out[2] = d.moved * 10 + d.copied;
    H e;
    e = mv(a);
    out[3] = e.m.moved * 100 + e.m.copied;
    e = make_h();
    out[4] = e.m.moved * 100 + e.m.copied;
    e = lv;
    out[5] = e.m.moved * 100 + e.m.copied;
    HA f;
    HA g(mv(f));
    out[6] = g.arr[1].moved * 10 + g.arr[1].copied;
    HA h;
    h = mv(f);
    out[7] = h.arr[1].moved * 100 + h.arr[1].copied;
    Nested n;
    Nested n2(mv(n));
    out[8] = n2.h.m.moved;
    n2 = mv(n);
    out[9] = n2.h.m.moved;
    Derived d1;
    Derived d2(mv(d1));
    out[10] = d2.n * 10 + d2.m.moved;
    d1 = mv(d2);
    out[11] = d1.n;
    Copies c1;
    Copies c2(mv(c1));
    out[12] = c2.m.moved * 10 + c2.m.copied;
}
