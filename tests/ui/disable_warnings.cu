// -w: no warnings (errors stay); -w wins over -Werror, as in nvcc.
// ARGS: -w -Werror all-warnings
constexpr int twice(int x) { return 2 * x; }
__host__ __device__ int hd(int v) { return twice(v); }
__global__ void k(int *o) { o[0] = hd(o[1]); }
