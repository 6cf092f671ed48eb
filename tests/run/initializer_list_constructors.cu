// A braced list initialises a class through its initializer-list
// constructor first ([over.match.list]p1.1): `D d = {4, 5, 6};`,
// `D e{7, 8, 9};`, an argument `g({1, 2, 3})`, a member of a class
// initialised in turn, a parameter of type `std::initializer_list<int>`
// itself, and `{}` still value-initialising through the default
// constructor (GCC's cpp0x/initlist1.C, its `f({{{1, 2}}})` among
// overloads aside).
// ARGS: --expt-relaxed-constexpr
#include <initializer_list>

struct D {
    int ia[3];
    int n;
    __device__ D(std::initializer_list<int> l) : n(int(l.size())) {
        const int *p = l.begin();
        for (int i = 0; i < 3; ++i)
            ia[i] = i < n ? *p++ : -1;
    }
};
struct Both {
    int how;
    __device__ Both() : how(1) {}
    __device__ Both(std::initializer_list<float> l) : how(10 + int(l.size())) {}
};
struct Holder {
    D d;
};
__device__ int g(D d) { return d.ia[0] * 100 + d.ia[1] * 10 + d.ia[2]; }
__device__ int sum(std::initializer_list<int> l) {
    int s = 0;
    for (int v : l)
        s = s * 10 + v;
    return s + 1000 * int(l.end() - l.begin());
}

__global__ void run(int *out) {
    int z = out[63];
    out[0] = g({1 + z, 2, 3});
    D d = {4, 5, 6};
    D e{7, 8};
    out[1] = d.ia[1] * 10 + e.ia[2];
    out[2] = e.n;
    out[3] = sum({1, 2, 3 + z});
    Both a{};
    Both b{1.0f, 2.0f};
    out[4] = a.how * 100 + b.how;
    Holder h{{9, 8, 7}};
    out[5] = g(h.d);
}
