// Default arguments, range-based for and deduced return types: what C++
// rejects (a braced range whose elements deduce different types), and
// forms not supported yet.
__device__ int f(int a, int b = 2, int c = 3) { return a + b + c; }
__device__ int g(int a = 1, int b) { return a + b; }
__device__ int h(int *p, int n) {
    int s = f() + f(1, 2, 3, 4);
    for (int x : p)
        s += x;
    for (int x : {1, 2u, 3})
        s += x;
    return s + n;
}
struct Range { int a[4]; };
__device__ int k(Range r) {
    int s = 0;
    for (int x : r)
        s += x;
    return s;
}
__device__ auto later_deduced(int x);
__device__ int use_early(int x) { return later_deduced(x); }
__device__ auto later_deduced(int x) { return x; }
struct P { int v; __device__ int get() { return v; } };
namespace ns {
__device__ int f(int a, int b) { return a + b; }
__device__ float f(float a) { return a; }
}
__device__ int no_viable(P p, const P &cp) { return ns::f(p) + ns::f(1, 2, 3) + cp.get(); }
