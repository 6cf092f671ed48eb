// using-declarations in classes that name no base member: errors, never
// ignored (D3 inherits B's constructors, which is fine).
struct B { __device__ B(int x) : v(x) {} int v; };
struct Other { int w; };
struct D1 : B { using Other::w; __device__ D1() : B(0) {} };
struct D2 : B { using B::missing; __device__ D2() : B(0) {} };
struct D3 : B { using B::B; };
__global__ void k(int *o) { D1 a; D2 b; o[0] = a.v + b.v; }
