// A constructor whose first parameter is a reference to its class is a
// copy constructor only when its other parameters all have default
// arguments ([class.copy.ctor]/1): `P(const P &, bool)` is not one, so
// the class keeps its implicit copy constructor (cuda-samples'
// cdpQuadtree passes such a `Parameters`, with const members, to a kernel
// by value). Before, cudac took it for the copy constructor: "no matching
// function for call to 'Parameters'". `Q(const Q &, int = 1)` is one.
struct P {
    int depth;
    const int max_depth;
    __device__ P(int m) : depth(0), max_depth(m) {}
    __device__ P(const P &p, bool) : depth(p.depth + 1), max_depth(p.max_depth) {}
};
struct Q {
    int v;
    __device__ Q(int x) : v(x) {}
    __device__ Q(const Q &q, int step = 1) : v(q.v + step) {}
};
__device__ int by_value(P p) { return p.depth * 100 + p.max_depth; }
__device__ int by_value_q(Q q) { return q.v; }
__global__ void run(int *out) {
    P a(7);
    P b(a, true);
    P c = b;
    P d(c);
    out[0] = by_value(d);
    out[1] = by_value(P(P(a, false), false));
    Q q(10);
    Q r = q;
    Q s(q, 5);
    out[2] = r.v;
    out[3] = s.v;
    out[4] = by_value_q(s);
}
