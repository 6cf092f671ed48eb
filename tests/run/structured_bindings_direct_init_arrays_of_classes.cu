// `auto [a, b](arr);` over an array of classes (clang-19 refuses the
// braced form `auto [a, b]{arr};`, which nvcc and gcc accept):
// each element of the hidden copy is direct-initialised from the
// corresponding element ([dcl.struct.bind]p1), so an `explicit` copy
// constructor is used, as it is not for `auto [a, b] = arr;` (which copy-
// initialises, and so needs a usable non-explicit one). Rows of a
// two-dimensional array are copied element by element. Before: "direct-
// initialising a structured binding's array of classes is not supported
// yet; use '='".
struct Counted {
    int v;
    int copies;
    __device__ Counted(int x) : v(x), copies(0) {}
    __device__ explicit Counted(const Counted &o) : v(o.v), copies(o.copies + 1) {}
};

struct Plain {
    int v;
    int copies;
    __device__ Plain(int x) : v(x), copies(0) {}
    __device__ Plain(const Plain &o) : v(o.v * 2), copies(o.copies + 10) {}
};

__global__ void run(int *out) {
    int zero = out[63];
    Counted arr[2] = {Counted(3 + zero), Counted(4)};
    auto [a, b](arr);
    out[0] = a.v * 10 + b.v;
    out[1] = a.copies + b.copies;
    auto [c, d](arr);
    out[2] = c.copies + d.copies * 10 + c.v;
    Plain grid[2][2] = {{Plain(1), Plain(2)}, {Plain(3 + zero), Plain(4)}};
    auto [r0, r1](grid);
    out[3] = r0[1].v + r1[0].v * 100;
    out[4] = r0[0].copies + r1[1].copies;
    Plain ps[2] = {Plain(5), Plain(6)};
    auto [p, q] = ps;
    out[5] = p.v + q.copies;
}
