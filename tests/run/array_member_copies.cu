// A class without its own copy constructor or assignment whose array
// member's elements have one copies and assigns the array element by
// element through them (nested arrays too), never as bytes
// ([class.copy.ctor]/14, [class.copy.assign]/12). (GCC's
// g++.dg/init/array18.C, which cudac once got wrong.)
struct Counted {
    int v;
    int *log;
    __device__ Counted() : v(1), log(nullptr) {}
    __device__ Counted(const Counted &o) : v(o.v * 10), log(o.log) {
        if (log)
            ++log[0];
    }
    __device__ Counted &operator=(const Counted &o) {
        v = o.v + 100;
        log = o.log;
        if (log)
            ++log[1];
        return *this;
    }
};
struct Grid {
    Counted cells[2][3];
    int tag;
};
struct Row {
    Counted r[4];
};

__global__ void run(int *out) {
    int z = out[63];
    out[0] = 0;
    out[1] = 0;
    Grid g;
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 3; ++j) {
            g.cells[i][j].v = i * 3 + j + z;
            g.cells[i][j].log = out;
        }
    g.tag = 5;
    Grid copy = g;
    out[2] = copy.cells[1][2].v + copy.tag;
    Grid assigned;
    assigned = g;
    out[3] = assigned.cells[0][1].v;
    Row a, b;
    for (int i = 0; i < 4; ++i) {
        a.r[i].v = i;
        a.r[i].log = out;
    }
    b = a;
    out[4] = b.r[3].v;
    Row c(a);
    out[5] = c.r[2].v;
}
