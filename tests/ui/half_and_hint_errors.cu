// ARGS: -arch=sm_61
// Half precision and cache-hint misuse: a hinted load or store of a type
// PTX has no such access for, a __half passed straight to an "h" asm
// operand (nvcc's headers pass its bits), and the single-half atomicAdd
// below sm_70 (where nvcc does not declare it either).
#include <cuda_fp16.h>
struct Pair { float a; int b; };
__global__ void k(const Pair *p, Pair *q, __half *h, float3 *v) {
    Pair x = __ldcg(p);
    __stwt(q, x);
    float3 w = __ldcs(v);
    __half r;
    asm("mov.b16 %0, %1;" : "=h"(r) : "h"(h[0]));
    atomicAdd(h, r);
}
