// `const T&&` is no forwarding reference: an lvalue never binds to it,
// so overload resolution takes `T&` for lvalues and `const T&&` for
// rvalues (before, cudac deduced `T = int&` and called the rvalue one).
template <typename T> __device__ int which(T &) { return 1; }
template <typename T> __device__ int which(const T &&) { return 2; }
template <typename T> __device__ int fwd(T &&) { return 3; }
template <typename T> __device__ int fwd(const T &&) { return 4; }

__global__ void run(int *out) {
    int a = out[63];
    const int c = 5;
    out[0] = which(a) * 10 + which(a + 1);
    out[1] = which(c) * 10 + which(static_cast<const int &&>(c));
    out[2] = fwd(a) * 10 + fwd(c) + fwd(static_cast<const int &&>(c)) * 100;
}
