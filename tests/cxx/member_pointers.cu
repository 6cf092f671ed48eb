// Pointers to members in kernel and device function signatures: `M`
// types (`M1Pi`, `M1PKFivE`, `M1PFiiE`) mangle as clang-19's, and calls
// through them compile.
#include "clang_cuda.h"

struct P {
    int x, y;
    __device__ int sum() const { return x + y; }
    __device__ int scale(int k) { return k * x; }
};
namespace ns {
struct Q {
    float f;
};
}

__device__ __noinline__ int get(const P &p, int P::*m) { return p.*m; }
__device__ __noinline__ float getq(ns::Q *q, float ns::Q::*m) { return q->*m; }

__global__ void fields(P *p, int P::*m, int *o) { o[0] = get(*p, m) + p->*m; }
__global__ void methods(P *p, int (P::*f)() const, int (P::*g)(int), int *o) {
    o[0] = (p->*f)() + (p[0].*g)(2);
}
__global__ void qs(ns::Q *q, float *o) { o[0] = getq(q, &ns::Q::f); }
