// `auto x{e};` and `auto x(e);` deduce from `e` as `auto x = e;` does
// (C++17 [dcl.type.auto.deduct]), with references, pointers and
// `decltype(auto)`; structured bindings take `(e)` too.
struct S { int x, y; };

__global__ void run(int *out) {
    int z = out[63];
    auto a{5 + z};
    auto b(6.5f);
    out[0] = a * 10 + int(b * 2);
    int v = 7 + z;
    auto &r{v};
    r += 1;
    int *pv = &v;
    auto *p(pv);
    *p += 1;
    const auto c{v};
    decltype(auto) d(v);
    out[1] = v * 100 + c + d;
    out[2] = sizeof(a) + sizeof(b) * 10;
    S s{1 + z, 2};
    auto [e, f] = s;
    auto [g, h](s);
    auto &[i, j](s);
    i = 10;
    out[3] = e * 1000 + f * 100 + g * 10 + h;
    out[4] = s.x * 100 + j;
}
