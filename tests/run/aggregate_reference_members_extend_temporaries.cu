// A temporary bound to a reference member in an aggregate's braced
// initialiser lives as long as the aggregate variable ([class.temporary]p6,
// DR 1697; GCC cpp1z/elide2), also in a nested aggregate. (GCC extends it
// through `T t = T{…}` too, as cudac does; clang-19, the reference here,
// does not, so that form is left to the GCC corpus.) A reference member given `{}`
// or a list binds a value- or list-initialised temporary. Before, `{}` gave
// the reference a null address, and such temporaries were destroyed at the
// end of the declaration.
struct S {
    int *log;
    int v;
    __device__ ~S() {
        if (log)
            log[50] += 1;
    }
};
struct T {
    S &&s;
    int k;
};
struct Pt {
    int x, y;
};
struct Line {
    const Pt &a;
    const Pt &b;
};
struct Outer {
    T t;
    int tag;
};
struct W {
    const int &r;
    const Pt &p;
};

__global__ void run(int *out) {
    {
        T t{{out, 7}, 1};
        out[0] = out[50];
        out[1] = t.s.v;
    }
    out[2] = out[50];
    {
        T t{{}, 2};
        out[3] = t.s.v + (t.s.log == nullptr);
    }
    {
        Line l{{1, 2}, {3, 4}};
        int pad[8] = {9, 9, 9, 9, 9, 9, 9, 9};
        out[4] = l.a.x + l.b.y * 10 + pad[out[63]];
    }
    {
        Outer o{{{out, 5}, 3}, 4};
        out[5] = out[50];
        out[6] = o.t.s.v + o.tag;
    }
    out[7] = out[50];
    W w{{}, {}};
    out[8] = w.r + w.p.x + w.p.y + 1;
}
