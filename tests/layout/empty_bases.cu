// Empty bases of the same type never share an address (Itanium ABI):
// a second one moves past the first even when the data size is 0.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
struct E {};
struct A : E {}; struct B : E {}; struct D : A, B {};
struct F : E { E e; };
struct G : A, B { int x; };
__device__ unsigned long sizes[] = {sizeof(D), sizeof(F), sizeof(G)};
