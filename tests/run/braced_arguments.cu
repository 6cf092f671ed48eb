// A braced list as an argument copy-list-initialises the parameter of
// the function overload resolution picks: inside a constructor call's
// braces (`Q q{{1, 2}, 3}`) or parentheses (`Box({5, 1})`), of a member
// function (`s.f({2, 3})`, `p->f(…)`), a static member, a call operator
// and `new W({…})`; the parameter an aggregate, a class with its own
// constructor or a reference to const.
struct P {
    int a, b;
};
struct V {
    int x;
    __device__ V(int a, int b) : x(a * 7 - b) {}
};
struct Q {
    int s;
    __device__ Q(P p, int c) : s(p.a * 100 + p.b * 10 + c) {}
};
struct R {
    int v;
    __device__ R(const P &p, V w) : v(p.a - p.b + w.x) {}
};
struct Box {
    int lo, hi;
    __device__ Box(P p) : lo(p.a < p.b ? p.a : p.b), hi(p.a < p.b ? p.b : p.a) {}
};

struct S {
    int v;
    __device__ int f(P p) const { return p.a + p.b * 3 + v; }
    __device__ static int g(P p) { return p.a * p.b; }
    __device__ int operator()(P p) const { return p.a - p.b; }
};
struct W {
    int x;
    __device__ W(P p) : x(p.a * 2 + p.b) {}
};

__global__ void run(int *out) {
    int z = out[63];
    Q q{{1 + z, 2}, 3};
    Q q2({4, 5 + z}, 6);
    R r{{9, 1 + z}, {2, 3}};
    Box b{{8 + z, 3}};
    Box arr[2] = {Box({5, 1}), Box({z, 4})};
    out[0] = q.s;
    out[1] = q2.s;
    out[2] = r.v;
    out[3] = b.lo * 10 + b.hi;
    out[4] = arr[0].hi + arr[1].lo;
    S s{1 + z};
    S *ps = &s;
    out[5] = s.f({2, 3 + z});
    out[6] = S::g({4, 5});
    out[7] = s({9 + z, 1});
    out[8] = ps->f({1, 7});
    W *w = new W({7, 8 + z});
    out[9] = w->x;
    delete w;
    P p;
    p = {3, 4 + z};
    out[10] = p.a * 10 + p.b;
}
