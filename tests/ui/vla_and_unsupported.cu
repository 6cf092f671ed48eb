// Variable-length arrays and C++ not supported yet get clear diagnostics.
template <typename... Ts> __device__ int sum(Ts... xs) { return (xs + ...); }
__global__ void k(int *p, int n) {
    int buf[n];
    buf[0] = p[0] + sum(1, 2);
    auto f = [](auto x) { return x + 1; };
}
