// A `<` or `>` in a launch's configuration outside parentheses (ggml's
// `norm_f32<1024><<<n, dims, dims.x > WARP_SIZE ? s : 0, stream>>>`) is an
// operator up to the `>>>`, as nvcc reads it; the launch is analysed like
// any other (it once vanished with the host function's syntax error).
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z8norm_f32ILi32EEvPKfPf(
// CHECK: .entry _Z8norm_f32ILi1024EEvPKfPf(
// CHECK: .entry _Z5otherILi7EEvPKfPf(
// CHECK: .entry _Z6scaledILi4EEvPKfPf(
#define WARP_SIZE 32
template <int B> __global__ void norm_f32(const float *x, float *d) { d[0] = x[0] * B; }
template <int B> __global__ void other(const float *x, float *d) { d[0] = x[0] + B; }
template <int B> __global__ void scaled(const float *x, float *d) { d[0] = x[0] - B; }
template <class T> T larger(T a, T b) { return a > b ? a : b; }
void run(const float *x, float *d, int n) {
    const dim3 block_dims(1024, 1, 1);
    if (n < 1024) {
        norm_f32<32><<<1, 32, 0>>>(x, d);
    } else {
        norm_f32<1024><<<n, block_dims, block_dims.x > WARP_SIZE ? 32 * sizeof(float2) : 0>>>(x, d);
    }
    other<7><<<n, block_dims, n > 3 ? 8 : 0>>>(x, d);
    scaled<4><<<n>2?n:2, larger<int>(n, 32)>>>(x, d);
}
