// `#pragma clang force_cuda_host_device begin/end` makes every function
// declared in between `__host__ __device__`: plain functions, templates,
// members (also of class templates, wherever they are instantiated), and
// one written `__host__` too, as clang does. Every symbol equals
// clang-19's.
#include "clang_cuda.h"
#pragma clang force_cuda_host_device begin
int twice(int x) { return 2 * x; }
template <class T> T add(T a, T b) { return a + b; }
struct Acc {
    int v;
    void put(int x) { v += twice(x); }
    int get() const;
};
int Acc::get() const { return v; }
template <class T> struct Box {
    T v;
    T scaled(T k) const { return v * k; }
};
__host__ int host_side(int x) { return x + 1; }
#pragma clang force_cuda_host_device end
int host_only(int x) { return x; }

__global__ void k(int *out, float *f) {
    Acc a{1};
    a.put(3);
    out[0] = add(a.get(), 4);
    Box<float> b{2.0f};
    f[0] = b.scaled(f[1]);
}
