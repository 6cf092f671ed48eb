// Device variables without an initialiser whose class has a constexpr
// default constructor — directly, as array elements, or as members (of an
// array member) of an aggregate whose implicit constructor runs it — are
// constant-initialised with what the constructors leave, as nvcc 13.0
// does (its PTX for this file has the same four initialisers). Before,
// the first and last were "dynamic initialization is not supported" and
// the aggregates were silently zero.
// ARGS: -ptx -arch=sm_80
// CHECK: .global .align 4 .b8 p1[4] = {7};
// CHECK: .global .align 4 .b8 q1[12] = {7, 0, 0, 0, 7, 0, 0, 0, 3};
// CHECK: .global .align 4 .b8 r1[4] = {7};
// CHECK: .global .align 4 .b8 pa[12] = {7, 0, 0, 0, 7, 0, 0, 0, 7};
struct P {
    int x;
    constexpr P() : x(7) {}
};
struct Q {
    P p[2];
    int y = 3;
};
struct R {
    P p;
};
__device__ P p1;
__device__ Q q1;
__device__ R r1;
__device__ P pa[3];
__global__ void read(int *o) { o[0] = p1.x + q1.p[1].x + r1.p.x + pa[2].x + q1.y; }
