// A user operator and the built-in one (through a conversion function)
// each convert one operand better: the call is ambiguous, as in clang and
// gcc, never silently one of them.
struct Y { __device__ Y(int v) : v(v) {} int v; };
struct X { int v; __device__ operator int() const { return v; } };
__device__ int operator+(X a, Y b) { return a.v - b.v; }
__global__ void k(int *o) {
    X x{3};
    o[0] = x + 1;
    o[1] = x + Y(1);
}
