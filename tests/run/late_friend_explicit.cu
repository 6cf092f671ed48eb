// `friend` and `explicit` after other specifiers and an attribute
// (`__host__ __device__ __forceinline__ friend bool operator==`,
// `__forceinline__ explicit half_t(int)`: CCCL's c2h test types), where
// tree-sitter-cpp does not accept them. The friend is a hidden friend
// found by argument-dependent lookup; the explicit constructor is no
// implicit conversion, so `take(5)` calls `take(long)`. Before, "unexpected
// token 'bool'" and "unknown type name 'explicit'".
struct H {
    int v;
    __host__ __device__ __forceinline__ constexpr explicit H(int a) : v(a) {}
    __host__ __device__ __forceinline__ friend bool operator==(const H &a, const H &b) { return a.v == b.v; }
    __device__ inline friend H twice(H a) { return H(a.v * 2); }
    constexpr friend int val(H a) { return a.v; }
};
__device__ int take(H h) { return h.v; }
__device__ int take(long) { return 100; }
__global__ void run(int *out) {
    H a(3), b(3), c(4);
    out[0] = (a == b) + (a == c) * 10;
    out[1] = twice(a).v;
    out[2] = take(5);
    out[3] = take(H(6));
    out[4] = val(c);
}
