// A redeclaration without execution-space annotations inherits the
// earlier declaration's, as boost's interval library redeclares
// `extern "C" double rint(double);` inside its namespace after CUDA's
// math headers declared it for the device too; a device function declared
// and then redeclared plainly stays a device function.
__device__ int twice(int x);
int twice(int x);
__device__ int twice(int x) { return 2 * x; }
extern "C" __host__ __device__ int scale3(int x);
namespace detail {
extern "C" {
int scale3(int);
}
} // namespace detail
extern "C" __host__ __device__ int scale3(int x) { return 3 * x; }
__global__ void run(int *out) {
    out[0] = scale3(4) * 10 + twice(out[63] + 1);
    out[1] = detail::scale3(5);
}
