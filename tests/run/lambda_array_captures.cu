// Arrays captured by copy: each element copied in turn (a class's copy
// constructor runs for each), explicitly (`[a]`) or by the `[=]` default,
// multidimensional too; the copy is the lambda's own (a `mutable` lambda
// changes it, not the array), next to an array captured by reference.

struct P {
    int v;
    __device__ explicit P(int x) : v(x) {}
    __device__ P(const P &o) : v(o.v + 100) {}
};

__global__ void run(int *out) {
    int n = 0;
    int a[3] = {1, 2, 3};
    float m[2][2] = {{1, 2}, {3, 4}};
    P ps[2] = {P(5), P(6)};
    auto f = [=](int i) { return a[i] + (int)m[i][1]; };
    auto g = [a, &m]() mutable {
        a[0] = 50;
        m[0][0] = 9;
        return a[0] + a[2];
    };
    auto h = [ps] { return ps[0].v + ps[1].v; };
    a[0] = 7;
    out[n++] = f(0);
    out[n++] = f(1);
    out[n++] = g();
    out[n++] = g();
    out[n++] = a[0] + (int)m[0][0];
    out[n++] = h();
    out[n++] = ps[0].v;
    out[n++] = (int)sizeof(f);
    out[n++] = n;
}
