// A braced list as an argument where the candidates' parameters differ
// (`f({1, 2})` with `f(const int (&)[2])` and `f(const int (&)[3])`) goes
// to the candidates whose parameter it can initialise, an array of the
// fewest elements among arrays (CWG 1307); before, "braced initializer
// lists in expressions are not supported yet". `x = {a, b}` for a class
// with assignment operators of its own is `x.operator=({a, b})`
// ([expr.ass]p9): the list initialises their parameter, not a temporary
// of the class ("excess elements in struct initializer").
struct P {
    int a, b;
};
struct Big {
    int a, b, c;
};
__device__ int f(const int (&a)[2]) { return 100 + a[0] + a[1]; }
__device__ int f(const int (&a)[3]) { return 200 + a[0] + a[1] + a[2]; }
__device__ int g(P p) { return 10 + p.a * 2 + p.b; }
__device__ int g(int *) { return -1; }
__device__ int h(Big b) { return 1000 + b.c; }
__device__ int h(int x) { return x; }

struct Q {
    int sum;
    __device__ Q() : sum(0) {}
    __device__ Q &operator=(P p) {
        sum = p.a * 10 + p.b;
        return *this;
    }
};
struct R {
    int v[2];
};

__global__ void run(int *out) {
    int zero = out[63];
    out[0] = f({});
    out[1] = f({1});
    out[2] = f({1, 2 + zero});
    out[3] = f({1, 2, 3});
    out[4] = g({3, 4});
    out[5] = h({1, 2, 3 + zero});
    out[6] = h({7});
    Q q;
    q = {3, 4 + zero};
    out[7] = q.sum;
    R r;
    r = {{5, 6}};
    out[8] = r.v[0] * 10 + r.v[1];
    P p;
    p = {8, 9};
    out[9] = p.a * 10 + p.b;
}
