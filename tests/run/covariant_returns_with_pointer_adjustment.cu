// Covariant return types whose base is at a non-zero offset in the
// overrider's returned class: a call through the base returns the base
// subobject's address (a return-adjusting thunk, `_ZTc…`; null stays
// null), a call through the derived class the derived object's (the
// overrider's own vtable slot, Itanium 2.5.2). Before, this was refused
// as "not supported yet".
struct Y { int y; };
struct R1 { int r; };
struct R2 : Y, R1 { int q; };
struct R3 : Y, R2 { int z; };

struct A {
    int a;
    __device__ virtual R1 *f() { return nullptr; }
    __device__ virtual int h() { return 1; }
    __device__ virtual R1 &g();
};
__device__ R1 global_r1;
__device__ R1 &A::g() { return global_r1; }

struct B : A {
    R2 r2;
    __device__ R2 *f() override { return &r2; }
    __device__ R2 &g() override { return r2; }
};
struct C : B {
    R3 r3;
    __device__ R3 *f() override { return &r3; }
};
struct N : B {
    __device__ R2 *f() override { return nullptr; }
};
struct X0 {
    int x;
    __device__ virtual int k() { return 7; }
};
// A is a secondary base here: its entry moves `this` and the result.
struct D : X0, A {
    R2 d2;
    __device__ R2 *f() override { return &d2; }
    __device__ int k() override { return 8; }
};

__device__ __noinline__ R1 *call_a(A *p) { return p->f(); }
__device__ __noinline__ R2 *call_b(B *p) { return p->f(); }
__device__ __noinline__ R1 &call_g(A &p) { return p.g(); }
__device__ __noinline__ int diff(const void *a, const void *b) {
    return (int)((const char *)a - (const char *)b);
}

__global__ void run(int *out) {
    C c;
    out[0] = diff(call_a(&c), &c.r3);
    out[1] = diff(call_b(&c), &c.r3);
    out[2] = diff(c.f(), &c.r3);
    out[3] = diff(&call_g(c), &c.r2);
    out[4] = diff(static_cast<R1 *>(call_b(&c)), &c.r3);
    N n;
    out[5] = call_a(&n) == nullptr;
    out[6] = call_b(&n) == nullptr;
    D d;
    out[7] = diff(call_a(&d), &d.d2);
    out[8] = diff(d.f(), &d.d2);
    out[9] = diff(&call_g(d), &global_r1);
    X0 *x = &d;
    out[10] = x->k();
    B b;
    out[11] = diff(call_a(&b), &b.r2);
}
