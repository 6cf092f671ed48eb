// An alignment attribute on a typedef: one that restates the type's own
// alignment (CUB 2.x's `typedef __align__(8) short4 Type;`) is accepted,
// in either position; one that would change it is reported, since
// cudac's types do not carry a typedef's alignment yet (never a layout
// silently unlike nvcc's).
typedef __attribute__((aligned(8))) short4 S4;
typedef float4 F4 __attribute__((aligned(16)));
typedef __attribute__((aligned(16))) int I16;
typedef short S1 __attribute__((aligned(1)));

__global__ void k(int *out) { out[0] = alignof(S4) + alignof(F4); }
