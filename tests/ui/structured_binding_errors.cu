// Structured bindings that cannot decompose: the wrong number of names,
// a scalar, a class with an anonymous member, a class whose data members
// are in two classes of its hierarchy. The names of a failed
// decomposition are declared (no error at their uses). At namespace
// scope they are host variables: fine in host code, an error in device
// code (nvcc warns that it "cannot be directly read" and reads garbage),
// and a memory space on them is nvcc's error.
struct P { int a, b; };
struct U { int tag; union { int i; float f; }; };
struct B { int a; };
struct B2 { int d; };
struct Both : B { int c; };
struct Two : B, B2 {};
__device__ P g;
auto [ga, gb] = P{1, 2};
__device__ auto [da, db] = P{3, 4};
__global__ void k(int *o, U *u) {
    auto [x, y, z] = g;
    auto [s] = o[0];
    auto [t, v] = *u;
    o[1] = x;
    auto [p, q] = Both{};
    auto [r, w] = Two{};
    o[2] = p + r;
    o[3] = ga;
}
int main() { return ga + gb; }
