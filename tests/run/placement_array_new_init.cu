// Placement array new initialises its elements as the other array news
// do: `new (p) int[n]()` value-initialises (zeroes) every element,
// `new (p) T[n]` runs each constructor, `new (p) T[n]()` value-initialises
// a class without a user constructor but with a constructed base (GCC's
// expr/anew1.C, anew4.C); the reserved placement form takes no cookie,
// so the elements start at the buffer.
#include <new>

struct B {
    __device__ B() { n = 137; }
    int n;
};
struct D : B {
    double x;
};
struct Counted {
    int v;
    __device__ Counted() : v(7) {}
    __device__ ~Counted() {}
};

__global__ void run(int *out) {
    int n = 5 + out[63];
    alignas(double) unsigned char buf[256];
    for (int i = 0; i < 256; ++i)
        buf[i] = 0xff;
    int *ip = new (buf) int[n]();
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += ip[i] == 0;
    out[0] = s;
    out[1] = (unsigned char *)ip == buf;
    for (int i = 0; i < 256; ++i)
        buf[i] = 0xff;
    D *dp = new (buf) D[n]();
    s = 0;
    for (int i = 0; i < n; ++i)
        s += (dp[i].n == 137) + (dp[i].x == 0.0) * 10;
    out[2] = s;
    Counted *cp = new (buf) Counted[n];
    s = 0;
    for (int i = 0; i < n; ++i)
        s += cp[i].v;
    out[3] = s;
    out[4] = (unsigned char *)cp == buf;
    int *raw = new (buf) int[3]{4, 5};
    out[5] = raw[0] * 100 + raw[1] * 10 + raw[2];
}
