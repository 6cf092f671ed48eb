// Structured bindings of classes with base classes ([dcl.struct.bind]/4):
// the data members all in the class itself beside empty bases, or all in
// one base class (reached through several levels and beside an empty
// base); by value and by reference (writes reach the object).
struct Tag {};
struct Pair : Tag {
    int x, y;
};
struct Base {
    int a;
    float b;
};
struct Mid : Base {};
struct Leaf : Mid, Tag {};

__device__ Pair make(int i) { return Pair{{}, i, i + 3}; }

__global__ void run(int *out) {
    int zero = out[63];
    auto [x, y] = make(4 + zero);
    out[0] = x * 10 + y;

    Leaf l;
    l.a = 5 + zero;
    l.b = 2.5f;
    auto &[a, b] = l;
    a += 10;
    b *= 2.0f;
    out[1] = l.a;
    out[2] = int(l.b * 10.0f);
    auto [c, d] = l;
    c = 100;
    out[3] = l.a + int(d);

    Pair ps[2] = {make(1 + zero), make(2)};
    int s = 0;
    for (auto &[u, v] : ps)
        s += u * v;
    out[4] = s;
}
