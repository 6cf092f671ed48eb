// Variable-length arrays and C++ not supported yet get clear diagnostics.
template <typename T> __device__ decltype(auto) same(T &x) { return x; }
__global__ void k(int *p, int n) {
    int buf[n];
    buf[0] = p[0] + same(n);
    auto f = [](auto x) { return x + 1; };
}
