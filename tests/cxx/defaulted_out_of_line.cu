// Special members defaulted out of line are user-provided: defined (and
// emitted) with the implicit bodies, as clang-19 emits them.
#include "clang_cuda.h"

struct Count {
    int n;
    __device__ Count() : n(0) {}
    __device__ Count(const Count &o) : n(o.n + 1) {}
    __device__ Count &operator=(const Count &o) {
        n = o.n + 1;
        return *this;
    }
    __device__ ~Count() { n = -1; }
};
struct S {
    Count c;
    int v;
    __device__ S();
    __device__ S(const S &);
    __device__ S &operator=(const S &);
    __device__ ~S();
};
__device__ S::S() = default;
__device__ S::S(const S &) = default;
__device__ S &S::operator=(const S &) = default;
__device__ S::~S() = default;

__global__ void use(int *out) {
    S a;
    S b(a);
    a = b;
    out[0] = a.c.n + b.v;
}
