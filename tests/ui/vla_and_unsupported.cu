// Variable-length arrays and C++ not supported yet get clear diagnostics.
template <typename T> __device__ decltype(auto) same(T &x) { return x; }
__global__ void k(int *p, int n) {
    int buf[n];
    buf[0] = p[0] + same(n);
}
__device__ int shadowed(int v) {
    auto f = [=](auto x) {
        { int v = 2; x += v; }
        return x + v;
    };
    return f(1);
}
