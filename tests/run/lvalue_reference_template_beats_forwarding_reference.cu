// Partial ordering of function templates whose specialisations for a call
// have the same parameter types: `f(T&)` is more specialised than
// `f(T&&)` for an lvalue (T&& deduces T = int&, both take int&), before
// the `const T&` over `T&` rule ([temp.deduct.partial]p9). Before, such a
// call was "ambiguous".
template <class T> __device__ int overloaded(T &) { return 1; }
template <class T> __device__ int overloaded(const T &) { return 2; }
template <class T> __device__ int overloaded(T &&) { return 3; }
template <class T> __device__ int pair_of(T &, T &) { return 10; }
template <class T> __device__ int pair_of(T &&, T &&) { return 20; }

__global__ void run(int *out) {
    int i = out[63];
    const int ci = 1;
    out[0] = overloaded(i);
    out[1] = overloaded(ci);
    out[2] = overloaded(5);
    out[3] = overloaded(static_cast<int &&>(i));
    int j = 2;
    out[4] = pair_of(i, j);
    out[5] = pair_of(3, 4);
}
