// Virtual functions: an overrider must have the execution space of the
// function it overrides (nvcc's error), no object of an abstract class
// can be created, constructors and static members cannot be virtual, an
// overrider's return type must match (or be covariant), and covariant
// returns that need a pointer adjustment are not supported yet.
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
struct D : Pad, B {
    __device__ int g() override { return 4; }
    __device__ D *self() override { return this; }
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
