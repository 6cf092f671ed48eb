// Virtual bases: copies and assignments of classes with virtual bases,
// arrays of them (new[]/delete[]), class templates over them, qualified
// calls into a virtual base, an inheriting constructor from one, and
// lookup's dominance rule: `L::f` hides `V::f` (V a virtual base of L)
// whichever base of the derived class is searched first.
struct Counter {
    int *live;
    __device__ explicit Counter(int *l) : live(l) { ++*live; }
    __device__ Counter(const Counter &o) : live(o.live) { ++*live; }
    __device__ ~Counter() { --*live; }
};
struct V {
    int x = 1;
    __device__ virtual int f() const { return x; }
    __device__ virtual ~V() {}
};
struct L : virtual V {
    int l = 2;
    __device__ int f() const override { return x * 10 + l; }
};
struct R : virtual V {
    int r = 3;
};
struct D : L, R {
    int d = 4;
};
struct RFirst : R, L {};
template <class T> struct Base {
    T v;
    __device__ Base(T v) : v(v) {}
    __device__ virtual T get() const { return v; }
};
template <class T> struct Mid : virtual Base<T> {
    __device__ Mid() : Base<T>(T(5)) {}
    __device__ T twice() const { return this->v * 2; }
};
template <class T> struct Top : Mid<T> {
    __device__ Top(T v) : Base<T>(v) {}
    __device__ T get() const override { return this->v + 100; }
};
struct P {
    int p;
    __device__ P(int p) : p(p) {}
};
struct Q : virtual P {
    using P::P;
};
struct S : virtual P {
    Counter c;
    __device__ S(int *l) : P(9), c(l) {}
};

__global__ void run(int *out) {
    D d;
    d.x = 7;
    D copy = d;
    out[0] = copy.f() * 100 + copy.r;
    D other;
    other = d;
    out[1] = other.x * 10 + other.L::f() % 10;
    out[2] = d.V::f();
    D *arr = new D[3];
    arr[1].x = 6;
    V *v = &arr[1];
    out[3] = v->f();
    delete[] arr;
    Top<int> t(8);
    Base<int> &b = t;
    out[4] = b.get() * 100 + t.twice();
    Mid<int> m;
    out[5] = m.get() * 10 + m.twice();
    Q q(11);
    out[6] = q.p;
    int live = 0;
    {
        S s(&live);
        S s2 = s;
        out[7] = live * 100 + s2.p;
    }
    out[8] = live;
    out[9] = sizeof(Top<int>) * 100 + sizeof(Q);
    RFirst rf;
    rf.x = 3;
    out[10] = rf.f();
    V &rv = rf;
    out[11] = rv.f();
}
