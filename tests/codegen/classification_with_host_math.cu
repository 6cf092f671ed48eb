// isinf/isnan/isfinite/signbit with the host's <cmath> and <math.h>:
// libstdc++'s <math.h> says `using std::isinf;` where cudac's CUDA header
// has `::isinf(float)`, and every `isinf(x)` was ambiguous (11 HeCBench
// units: tsne, zeropoint, perplexity, hellinger, metropolis, ne); and
// `std::isinf(x)` was nvcc's constexpr-host error, though CUDA's
// math_functions.h redeclares those functions __host__ __device__. nvcc 13.0
// compiles this file without --expt-relaxed-constexpr.
// ARGS: --emit=ptx -arch=sm_80
#include <math.h>
#include <cmath>
// CHECK: .entry _Z8classifyPKfPKdPi(
// CHECK-NOT: call
// CHECK: ret;
__global__ void classify(const float *f, const double *d, int *out) {
    int i = threadIdx.x;
    float x = f[i];
    double y = d[i];
    out[8 * i + 0] = isinf(x) + 2 * isnan(x) + 4 * signbit(x) + 8 * isfinite(x);
    out[8 * i + 1] = isinf(y) + 2 * isnan(y) + 4 * signbit(y) + 8 * isfinite(y);
    out[8 * i + 2] = std::isinf(x) + 2 * std::isnan(y) + 4 * std::signbit(x) + 8 * std::isfinite(y);
    out[8 * i + 3] = isinf(1.0f / x) || x == 0.0f;
}
