// `(a[i]) + b` is an element read in parentheses added to `b`, though
// the grammar also reads a cast of `+b` to the type "array of `a`": no
// cast can have an array type, so it is always the sum. tree-sitter took
// the cast in HeCBench's affine kernel (`(1.0f - x) * (src[i]) + x *
// (src[i + 1])`) and cudac stopped with "'src' does not name a type".
// So is `(ns::C<short>::max()) + 1` a call, never a cast to a function
// type (HeCBench's atan2: `(int)(std::numeric_limits<short>::max()) + 1`).

namespace lim {
template <class T> struct nl {
    __host__ __device__ static constexpr T max() { return 100; }
};
} // namespace lim
struct S {
    __host__ __device__ static int get(int v) { return v + 1; }
};

__device__ int twice(int v) { return v * 2; }

__global__ void run(int *out) {
    int src[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int x = 3, m = 2, n = 1;
    out[0] = (src[m]) + x;
    out[1] = (src[(n * 4) + m]) - x;
    out[2] = (2 - x) * (src[(n * 4) + m]) + x * (src[m + 1]);
    out[3] = ((1 - x) * (src[m]) + x * (src[m + 1]));
    out[4] = (grid[n][m]) * -x;
    out[5] = (src[m]) & x;
    out[6] = (twice(x)) - (src[n]) + 1;
    constexpr int maxshort = (int)(lim::nl<short>::max()) + 1;
    out[7] = maxshort;
    out[8] = (S::get(3)) * 2;
    out[9] = (int)(S::get(4)) - 1;
}
