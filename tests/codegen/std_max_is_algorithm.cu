// `std::max` and `std::min` in device code are <algorithm>'s templates, as
// in nvcc: CUDA declares its integer and float `max`/`min` in the global
// namespace only, and only <cmath>'s names (`std::fmax`, `std::sqrt`) in
// `std`. Under --expt-relaxed-constexpr the template's compare-and-select
// is the code (nvcc: selp), while `::max` and `std::fmax` are max.f32.
// Before, `std::max` found CUDA's global overloads (max.f32 for both).
// REQUIRES: host-compiler
// ARGS: --host-headers -ptx -arch=sm_80 --expt-relaxed-constexpr
#include <algorithm>
#include <cmath>
__global__ void k(float *a, int *b) {
    a[0] = std::max(a[0], 0.0f);
    b[0] = std::min(b[1], 2);
    a[1] = max(a[1], 1.0f);
    a[2] = std::fmax(a[2], 1.0f);
    a[3] = std::sqrt(a[3]);
}
// CHECK: .visible .entry _Z1kPfPi(
// CHECK: selp.f32
// CHECK: min.s32
// CHECK: max.f32
// CHECK: max.f32
