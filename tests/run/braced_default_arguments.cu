// `D d = {}` as a default argument (CUB's `BlockRadixSort::SortBlocked(...,
// DecomposerT decomposer = {})`): the braced list initialises the
// parameter, value-initialising an aggregate or calling a default
// constructor. tree-sitter reads the `{}` as a compound literal with a
// missing type; before, "expected identifier".
struct Nul {};
struct P { int a = 3; int b; };
struct Q { int v; __device__ Q() : v(11) {} __device__ Q(int x) : v(x) {} };
template <class D = Nul> __device__ int f(int x, D d = {}) { return x + int(sizeof(d)) * 10; }
__device__ int g(int x, P p = {}) { return x + p.a * 10 + p.b * 100; }
__device__ int h(const Q &q = {}) { return q.v; }
__device__ int k(int a, int b = {}, Q q = {5}) { return a + b + q.v * 100; }
__global__ void run(int *out) {
    out[0] = f(1);
    out[1] = f<P>(2);
    out[2] = g(2) + g(1, P{4, 5}) * 1000;
    out[3] = h() + h(Q(7)) * 100;
    out[4] = k(1) + k(1, 2, 3) * 1000;
}
