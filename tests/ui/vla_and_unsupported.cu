// Variable-length arrays and C++ not supported yet get clear diagnostics.
template <typename... Ts> __device__ int count(Ts... xs) { return sizeof...(Ts); }
__global__ void k(int *p, int n) {
    int buf[n];
    buf[0] = p[0];
    auto f = [](int x) { return x + 1; };
}
