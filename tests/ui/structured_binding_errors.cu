// Structured bindings that cannot decompose: the wrong number of names,
// a scalar, a class with an anonymous member, and one at namespace scope.
struct P { int a, b; };
struct U { int tag; union { int i; float f; }; };
__device__ P g;
auto [ga, gb] = P{1, 2};
__global__ void k(int *o, U *u) {
    auto [x, y, z] = g;
    auto [s] = o[0];
    auto [t, v] = *u;
    o[1] = x;
}
