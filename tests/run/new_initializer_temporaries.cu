// Temporaries made by a new-expression's initialiser are destroyed at the
// end of the full expression containing it ([class.temporary]p6), even
// one bound to a reference member of the new object (GCC's
// cpp0x/initlist-new6). Before, the lifetime pass did not look inside a
// new-expression: their destructors never ran.
struct Counted {
    int *log;
    int v;
    __device__ Counted(int *l, int x) : log(l), v(x) { log[20] += 1; }
    __device__ Counted(const Counted &o) : log(o.log), v(o.v) { log[20] += 1; }
    __device__ ~Counted() { log[21] += 1; }
};
struct Cargo {
    const Counted &block;
};
struct Holder {
    int v;
    __device__ Holder(const Counted &c) : v(c.v) {}
    __device__ Holder(Counted c, int k) : v(c.v * k) {}
};
__device__ Counted make(int *out, int x) { return Counted(out, x); }

__global__ void run(int *out) {
    Cargo *c = new Cargo{{out, 4}};
    out[0] = out[20];
    out[1] = out[21];
    delete c;
    Holder *h = new Holder(Counted(out, 5));
    out[2] = h->v;
    out[3] = out[20];
    out[4] = out[21];
    delete h;
    Holder *g = new Holder(make(out, 6), 2);
    out[5] = g->v;
    out[6] = out[20];
    out[7] = out[21];
    delete g;
    int w = (new Holder(Counted(out, 7)))->v + out[21];
    out[8] = w;
    out[9] = out[20];
    out[10] = out[21];
}
