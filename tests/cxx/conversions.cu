// Conversion functions and implicit special members as cuda_fp16.h uses
// them: `__host__ __device__ operator T()` (which tree-sitter misreads
// after two specifiers), out-of-line `S::operator unsigned long long()`,
// a conversion to another class, `explicit operator bool` in a condition,
// the implicit copy constructor and assignment beside other constructors
// and assignments, and `S() = default` (host and device). Every symbol
// equals clang-19's (cv<type> names).
#include "clang_cuda.h"
struct Raw { unsigned short x; };
struct H {
    unsigned short bits;
    H() = default;
    __host__ __device__ H(const Raw &r) : bits(r.x) {}
    __host__ __device__ H(float f) : bits((unsigned short)f) {}
    __host__ __device__ H &operator=(const Raw &r) { bits = r.x; return *this; }
    __host__ __device__ operator Raw() const { Raw r; r.x = bits; return r; }
    __host__ __device__ operator float() const { return bits; }
    __host__ __device__ operator unsigned int() const { return bits + 1u; }
    __device__ __forceinline__ explicit operator bool() const { return bits != 0; }
    __host__ __device__ operator unsigned long long() const;
};
__host__ __device__ H::operator unsigned long long() const { return bits * 3ull; }

struct Wrap {
    H h;
    __device__ Wrap(const H &v) : h(v) {}
};

__device__ unsigned short bits_of(const H &h) { return Raw(h).x; }

__global__ void use(float *o, unsigned *u, unsigned long long *l, unsigned short *s) {
    H a;
    a = Raw{7};
    H b(a);
    H c = 2.0f;
    c = b;
    Wrap w(c);
    o[0] = a;
    u[0] = b;
    l[0] = w.h;
    Raw r = c;
    s[0] = r.x + bits_of(a);
    if (a)
        s[1] = 1;
}
