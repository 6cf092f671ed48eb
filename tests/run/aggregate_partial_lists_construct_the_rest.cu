// A braced list that gives only part of an aggregate value-initialises
// the rest ([dcl.init.aggr]p5): a member array of objects given in part
// (`Holder h{{T(1), T(2)}, 5}` with `T arr[3]`) default-constructs the
// missing elements, and a member aggregate given in part constructs its
// missing members, at any depth. Before, the missing elements were zero
// bytes: their constructors never ran (and their destructors did).
struct T {
    int *log;
    int v;
    __device__ T() : log(nullptr), v(100) {}
    __device__ T(int *l, int x) : log(l), v(x) {}
    __device__ ~T() {
        if (log)
            log[40 + (log[39]++ & 15)] = v;
    }
};
struct Holder {
    T arr[3];
    int k;
};
struct In {
    int a;
    T t;
};
struct Out {
    In in[2];
    In one;
    T grid[2][2];
};

__global__ void run(int *out) {
    {
        Holder h{{T(out, 1), T(out, 2)}, 5};
        out[0] = h.arr[2].v + h.k;
        out[1] = h.arr[0].v + h.arr[1].v;
    }
    out[2] = out[39];
    Out o{{{1, T(out, 7)}}, {2}, {{T(out, 8)}}};
    out[3] = o.in[0].t.v;
    out[4] = o.in[1].t.v + o.in[1].a;
    out[5] = o.one.t.v + o.one.a;
    out[6] = o.grid[0][0].v;
    out[7] = o.grid[0][1].v + o.grid[1][1].v;
}
