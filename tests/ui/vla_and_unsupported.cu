// Variable-length arrays and C++ not supported yet get clear diagnostics.
template <int N> __global__ void t(int *p) { p[0] = N; }
__global__ void k(int *p, int n) {
    int buf[n];
    buf[0] = p[0];
}
