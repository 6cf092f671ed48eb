// -Werror all-warnings: a warning fails the compilation (exit 1, nothing
// written), shown as an error with the reason.
// ARGS: -Werror all-warnings
constexpr int twice(int x) { return 2 * x; }
__host__ __device__ int hd(int v) { return twice(v); }
__global__ void k(int *o) { o[0] = hd(o[1]); }
