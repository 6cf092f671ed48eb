// `auto [a, b]{e}` and `auto &[a, b]{e}` direct-initialise (or bind) the
// hidden object from `e`, as `(e)` does ([dcl.struct.bind]p1); before,
// the braces were read as deducing a std::initializer_list ("cannot deduce
// the type of '[a,b]' without an '=' initializer").
struct P {
    int a, b;
};
struct Counted {
    int v;
    int copies;
    __device__ Counted(int x) : v(x), copies(0) {}
    __device__ explicit Counted(const Counted &o) : v(o.v), copies(o.copies + 1) {}
};
struct Pair {
    Counted first, second;
};

__global__ void run(int *out) {
    int zero = out[63];
    P p{1, 2 + zero};
    auto &[x, y]{p};
    auto [u, v]{p};
    const auto &[cx, cy]{p};
    x = 5;
    out[0] = p.a;
    out[1] = u * 10 + v;
    out[2] = cx * 10 + cy;
    int arr[3] = {7, 8, 9 + zero};
    auto &[r0, r1, r2]{arr};
    r1 = 80;
    out[3] = r0 * 100 + r2;
    out[4] = arr[1];
    Counted cs[2] = {Counted(3), Counted(4)};
    auto &[c0, c1]{cs};
    out[5] = c0.copies * 10 + c1.copies;
    out[6] = c0.v * 10 + c1.v;
    Pair pr{Counted(5), Counted(6)};
    auto &[f, s]{pr};
    out[7] = f.v * 10 + s.copies;
}
