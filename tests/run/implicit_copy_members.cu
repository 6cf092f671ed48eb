// A class without a copy constructor of its own whose member or base has
// one is copied member-wise ([class.copy.ctor]/14): each such member and
// base through its own copy constructor, the rest as bytes; copies made
// by initialisation, by passing and returning by value, and of derived
// classes. Assignment likewise: a member's or base's own `operator=`.
struct Counted {
    int v;
    __device__ Counted(int x) : v(x) {}
    __device__ Counted(const Counted &o) : v(o.v + 100) {}
};

struct Logged {
    int v = 0;
    __device__ Logged &operator=(const Logged &o) {
        v = o.v * 10;
        return *this;
    }
};

struct Pair {
    Logged l;
    int n;
};

struct Holder {
    Counted c;
    int plain;
    float f;
};

struct Derived : Counted {
    int extra;
    __device__ Derived(int a, int b) : Counted(a), extra(b) {}
};

struct Nested {
    Holder h;
    Derived d;
};

__device__ int by_value(Holder h) { return h.c.v + h.plain; }
__device__ Holder returned(const Holder &h) { return h; }

__global__ void run(int *out) {
    int zero = out[63];
    Holder a{Counted(1 + zero), 2, 3.0f};
    Holder b = a;
    out[0] = b.c.v;
    out[1] = b.plain;
    out[2] = (int)b.f;
    out[3] = by_value(a);
    out[4] = returned(a).c.v;
    Derived d(5 + zero, 6);
    Derived e = d;
    out[5] = e.v;
    out[6] = e.extra;
    Nested n{{Counted(7), 8, 9.0f}, Derived(10, 11)};
    Nested m = n;
    out[7] = m.h.c.v;
    out[8] = m.d.v;
    out[9] = m.d.extra + m.h.plain;
    Pair p1, p2;
    p1.l.v = 4 + zero;
    p1.n = 5;
    p2 = p1;
    out[10] = p2.l.v;
    out[11] = p2.n;
    Pair p3;
    (p3 = p2) = p1;
    out[12] = p3.l.v;
}
