// Covariant returns that need a pointer adjustment: return-adjusting
// thunks (`_ZTch0_h4_…`, `_ZTchn16_h16_…`) in primary and secondary
// vtables, and the overrider's own slot; every symbol equals clang-19's.
#include "clang_cuda.h"

struct Y { int y; };
struct R1 { int r; };
struct R2 : Y, R1 { int q; };
struct R3 : Y, R2 { int z; };

struct A {
    int a;
    __device__ virtual R1 *f() { return nullptr; }
    __device__ virtual R1 &g() { return *f(); }
    __device__ virtual ~A() {}
};
struct B : A {
    R2 r2;
    __device__ R2 *f() override { return &r2; }
    __device__ R2 &g() override { return r2; }
};
struct C : B {
    R3 r3;
    __device__ R3 *f() override { return &r3; }
};
struct X0 {
    int x;
    __device__ virtual int k() { return 7; }
};
struct D : X0, A {
    R2 d2;
    __device__ R2 *f() override { return &d2; }
};

__device__ R1 *through(A *p) { return p->f(); }

__global__ void use_c(int *out) {
    C c;
    out[0] = through(&c)->r + c.f()->z;
}

__global__ void use_d(int *out) {
    D d;
    out[0] = through(&d)->r + d.f()->q + d.k();
}
