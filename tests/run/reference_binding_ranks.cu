// What a reference binding adds to an identity conversion (qualifiers:
// `const int&` for an `int` lvalue) only tells two reference bindings
// apart ([over.ics.rank]p3.2.6); against a parameter by value the two are
// equally good, and partial ordering decides: `ex(T, T&, const T&, Op)`
// is more specialised than `ex(T, T&, Op, Cb&)` for `(int, int, int,
// plus)` (CUB's `BlockScanRaking::ExclusiveScan`). Before, cudac picked
// the second, silently.
struct plus {};
template <class T> struct R {
    template <typename Op> __device__ int ex(T, T &, const T &, Op) { return 1; }
    template <typename Op> __device__ int ex(T, T &, Op) { return 2; }
    template <typename Op, typename Cb> __device__ int ex(T, T &, Op, Cb &) { return 4; }
};
template <typename S> __device__ int f(int, const int &, S) { return 10; }
template <typename S, typename C> __device__ int f(int, S, C &) { return 20; }
__device__ int g(int &) { return 1; }
__device__ int g(const int &) { return 2; }
__device__ int h(const int &, long) { return 1; }
__device__ int h(int, int) { return 2; }
__global__ void run(int *out) {
    R<int> r;
    int a = 1, b = 0, init = 0;
    const int c = 3;
    plus p;
    out[0] = r.ex(a, b, init, p);
    out[1] = r.ex(a, b, p);
    out[2] = f(a, init, p);
    out[3] = g(a) * 10 + g(c);
    out[4] = h(a, 2);
}
