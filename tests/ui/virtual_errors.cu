// Virtual functions: an overrider must have the execution space of the
// function it overrides (nvcc's error), no object of an abstract class
// can be created, constructors and static members cannot be virtual, an
// overrider's return type must match (or be covariant: a class whose
// base is ambiguous is not).
struct B {
    __device__ virtual int f() { return 1; }
    __device__ virtual int g() = 0;
    __device__ virtual B *self() { return this; }
    __device__ virtual int h() { return 0; }
};
struct C : B {
    __host__ int f() { return 2; }
    __device__ int g() override { return 3; }
    __device__ float h() { return 0; }
};
struct Pad {
    int x;
    __device__ virtual int p() { return x; }
};
struct L : B {
    __device__ int g() override { return 4; }
};
struct R : B {
    __device__ int g() override { return 5; }
};
struct Both : L, R {
    __device__ int g() override { return 6; }
    __device__ Both *self() override { return this; }
};
struct E {
    __device__ virtual E() {}
    __device__ virtual static int s() { return 0; }
};
__global__ void k(int *o) {
    B b;
    B *p = new B;
    C c;
    o[0] = c.g() + p->g();
}
