// An unnamed class or enumeration named by a typedef (the C idiom
// `typedef struct { … } Vec2;`) mangles by the typedef name (before, the
// name had characters LLVM rejects: an abort). Every symbol equals
// clang-19's. (Unnamed types no typedef names: codegen/unnamed_types.cu.)
#include "clang_cuda.h"
typedef struct {
    float x, y;
} Vec2;
typedef enum { RED, GREEN } Color;
namespace geo {
typedef union {
    float f;
    int i;
} Bits;
}
__global__ void move(Vec2 *p, Color c) { p->x += c == GREEN ? 1.0f : 0.0f; }
__device__ int bits(geo::Bits b) { return b.i; }
__global__ void use_bits(geo::Bits *b, int *o) { *o = bits(*b); }
