// C++17 aggregates may declare constructors, so long as none is
// user-provided, explicit or inherited ([dcl.init.aggr]p1): a braced
// list then initialises the members (`B() = default;`, a deleted copy
// constructor, a class template's defaulted one), while `()` and
// default-initialisation still run the defaulted constructor
// (GCC's cpp0x/defaulted1.C).
struct B {
    int i;
    int j = 5;
    B() = default;
};
struct NoCopy {
    int a, b;
    NoCopy() = default;
    NoCopy(const NoCopy &) = delete;
};
template <class T> struct Pair {
    T first, second;
    Pair() = default;
};
struct Outer {
    B b;
    int k;
};
struct Provided {
    int v;
    __device__ Provided() : v(42) {}
};

__global__ void run(int *out) {
    int z = out[63];
    B b = {1 + z};
    out[0] = b.i * 10 + b.j;
    B c{2, 3};
    out[1] = c.i * 10 + c.j;
    NoCopy n{4, 5};
    out[2] = n.a * 10 + n.b;
    Pair<float> p{1.5f, 2.5f};
    out[3] = int(p.first + p.second);
    Outer o{{6, 7}, 8};
    out[4] = o.b.i * 100 + o.b.j * 10 + o.k;
    Outer o2{{}, 9};
    out[5] = o2.b.i * 100 + o2.b.j * 10 + o2.k;
    Provided q{};
    out[6] = q.v;
    B d{};
    out[7] = d.i * 10 + d.j;
    out[8] = __is_aggregate(B) + 2 * __is_aggregate(Provided) + 4 * __is_aggregate(NoCopy);
}
