// Conversion function templates: the target type deduces from what the
// conversion is to (`float f = a;` calls `operator T<float>()`), explicit
// ones in explicit casts, and the specialisations are named as clang and
// nvcc name them (`_ZNK3AnycvT_IfEEv`).
#include "clang_cuda.h"

struct Any {
    double v;
    template <class T> __device__ operator T() const { return T(v * 2); }
};
struct Half {
    unsigned short bits;
    template <class T> __device__ explicit operator T() const { return T(bits) / 2; }
};
__global__ void k(float *f, int *i, Any a, Half h) {
    f[0] = a;
    int x = a;
    i[0] = x + (int)h;
    f[1] = static_cast<float>(h);
}
