// `std::max`/`std::min` in device code are <algorithm>'s constexpr host
// templates: without --expt-relaxed-constexpr nvcc rejects them with its
// hint, and so does cudac (before, they were CUDA's global overloads and
// compiled). `::max`, `std::fmax` and `std::sqrt` are CUDA's and fine.
#include <algorithm>
#include <cmath>
__global__ void k(float *a, int *b) {
    a[0] = std::max(a[0], 0.0f);
    b[0] = std::min(b[1], 2);
    a[1] = max(a[1], 1.0f);
    a[2] = std::fmax(a[2], 1.0f);
    a[3] = std::sqrt(a[3]);
}
