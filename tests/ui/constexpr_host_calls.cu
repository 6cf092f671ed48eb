// nvcc's constexpr rule without --expt-relaxed-constexpr: a constexpr
// function with no execution space is a __host__ function. Device code
// calling it is an error (a warning from __host__ __device__ code), with
// nvcc's hint; a constexpr constructor is checked only where all its
// arguments are constant, as nvcc does. Constexpr functions may call each
// other, and namespace-scope constants may use them.
constexpr int twice(int x) { return 2 * x; }
constexpr int four_times(int x) { return twice(twice(x)); }
struct P { constexpr P(int a) : x(a) {} int x; };
struct Q { constexpr Q() : x(1) {} int x; constexpr int plus(int v) const { return x + v; } };
__device__ int table[four_times(2)];
__host__ __device__ int hd(int v) { return twice(v); }
__device__ int dev(int v) {
    P p(v);
    P q(3);
    Q r;
    return p.x + q.x + r.plus(v);
}
__global__ void k(int *o) {
    constexpr int c = twice(3);
    o[0] = twice(o[1]) + c + hd(o[2]) + dev(o[3]) + table[0];
}
__device__ __host__ constexpr int explicit_hd(int v) { return v + 1; }
__global__ void fine(int *o) { o[0] = explicit_hd(o[1]); }
