// Virtual base classes in device code, as nvcc compiles them (Itanium
// C++ ABI): one subobject however many paths reach the base, placed
// after the non-virtual part; conversions read the base's offset from
// the vtable; the most derived class constructs and destroys virtual
// bases, and a base's constructor run for a derived object sees the
// derived object's layout and its own overriders (construction vtables).
struct Log {
    int *at;
    int n;
    __device__ void put(int v) { at[n++] = v; }
};

struct V {
    int x;
    Log *log;
    __device__ V(Log *l, int x) : x(x), log(l) { l->put(100 + x); }
    __device__ virtual int f() const { return 1; }
    __device__ virtual int g() const { return 10; }
    __device__ virtual ~V() { log->put(-100 - x); }
};
struct L : virtual V {
    int l;
    __device__ L(Log *lg, int v) : V(lg, 3), l(v) {
        // During L's construction the object is an L: V's g is V's.
        const V *self = this;
        lg->put(200 + self->f() * 10 + self->g());
        lg->put(300 + x);
    }
    __device__ int f() const override { return 2 + l; }
    __device__ ~L() override { log->put(-200 - l); }
};
struct R : virtual V {
    int r;
    __device__ R(Log *lg, int v) : V(lg, 4), r(v) { lg->put(400 + x + r); }
    __device__ ~R() override { log->put(-400 - r); }
};
struct D : L, R {
    int d;
    __device__ D(Log *lg) : V(lg, 7), L(lg, 1), R(lg, 2), d(5) { lg->put(500 + f() + g()); }
    __device__ int g() const override { return 40 + d; }
    __device__ ~D() override { log->put(-500); }
};

// Data-only virtual bases, and a virtual base with a virtual base.
struct A { int a = 11; };
struct B : virtual A { int b = 12; };
struct C : virtual A { int c = 13; };
struct E : B, C { int e = 14; };
struct W { int w = 21; __device__ virtual int id() const { return w; } };
struct V2 : virtual W { int v2 = 22; __device__ int id() const override { return w + v2; } };
struct F : virtual V2 { int ff = 23; };
struct G : F, virtual W { int gg = 24; };

__device__ int read_a(const A &a) { return a.a; }
__device__ int via_v(const V *v) { return v ? v->f() * 100 + v->g() : -1; }

__global__ void run(int *out) {
    Log log{out + 32, 0};
    {
        D d(&log);
        out[0] = via_v(&d);
        out[1] = d.x;
        const L &l = d;
        const R &r = d;
        out[2] = l.x * 10 + r.x;
        out[3] = int(sizeof(D)) * 100 + int(sizeof(L)) * 10 + int(sizeof(V));
        D *none = nullptr;
        V *vn = none;
        out[4] = vn == nullptr;
        out[5] = (char *)static_cast<V *>(&d) - (char *)&d;
    }
    out[6] = log.n;
    E e;
    out[7] = read_a(e) + e.b + e.c + e.e;
    B &eb = e;
    C &ec = e;
    eb.a = 50;
    out[8] = ec.a;
    out[9] = int(sizeof(E)) * 100 + int(sizeof(B));
    E e2 = e;
    out[10] = e2.a + e2.b;
    G g;
    W *w = &g;
    out[11] = w->id();
    V2 *v2 = &g;
    out[12] = v2->id() + g.w;
    out[13] = int(sizeof(G));
    Log log2{out + 16, 0};
    V *p = new D(&log2);
    out[14] = p->f() * 10 + p->g();
    delete p;
    out[15] = log2.n;
}
