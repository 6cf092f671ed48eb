// Virtual bases in deeper hierarchies: a virtual base of a virtual base,
// overriders at several levels, virtual calls made while each part is
// destroyed (each destructor sees its own class's overriders and the
// complete object's layout), conversions between the branches, and the
// order of virtual bases: constructed depth first, each after its own
// virtual bases (Root before Left), though allocated Left first.
struct Log {
    int *at;
    int n;
    __device__ void put(int v) { at[n++] = v; }
};
struct Root {
    Log *log;
    int r = 1;
    __device__ explicit Root(Log *l) : log(l) {}
    __device__ virtual int who() const { return 1; }
    __device__ virtual int depth() const { return 0; }
    __device__ virtual ~Root() { log->put(900 + who()); }
};
struct Left : virtual Root {
    int l = 2;
    __device__ Left() : Root(nullptr) {}
    __device__ int who() const override { return 2; }
    __device__ ~Left() override { log->put(800 + who() * 10 + depth()); }
};
struct Mid : virtual Left {
    int m = 3;
    __device__ Mid() : Root(nullptr) {}
    __device__ int depth() const override { return 5; }
    __device__ ~Mid() override { log->put(700 + who() * 10 + depth()); }
};
struct Right : virtual Root {
    int rr = 4;
    __device__ Right() : Root(nullptr) {}
    __device__ ~Right() override { log->put(600 + who() * 10 + depth()); }
};
struct Leaf : Mid, Right, virtual Left {
    int leaf = 6;
    __device__ explicit Leaf(Log *lg) : Root(lg) {}
    __device__ int who() const override { return 9; }
    __device__ ~Leaf() override { log->put(500 + who() * 10 + depth()); }
};

__device__ int via_root(const Root &r) { return r.who() * 10 + r.depth(); }

__global__ void run(int *out) {
    Log log{out + 20, 0};
    {
        Leaf leaf(&log);
        out[0] = via_root(leaf);
        const Left &l = leaf;
        const Right &r = leaf;
        out[1] = l.who() * 100 + r.who() * 10 + r.depth();
        out[2] = l.r + r.r + leaf.l + leaf.m + leaf.rr + leaf.leaf;
        Mid &m = leaf;
        Root &root = m;
        out[3] = (char *)&root - (char *)&leaf;
        out[4] = (char *)static_cast<Left *>(&leaf) - (char *)&leaf;
        out[5] = sizeof(Leaf);
    }
    out[6] = log.n;
    Root *p = new Leaf(&log);
    out[7] = p->who() * 10 + p->depth();
    delete p;
    out[8] = log.n;
}
