// `__attribute__((address_space(N)))` is a qualifier like clang's: pointers
// to space-qualified types are `ptr addrspace(N)` in parameters, locals and
// record fields; explicit casts between spaces are addrspacecasts; a null
// pointer constant takes the target's space; the vendor qualifier mangles as
// `U3AS1` (names equal clang-19's for the same source). The attribute works
// in declarations, casts, typedefs and sizeof.
// ARGS: -O0 --emit=llvm-ir
// CHECK: %struct.GNode = type { ptr addrspace(1), float }
// CHECK: %struct.Views = type { ptr addrspace(1), ptr addrspace(3), ptr addrspace(4), ptr addrspace(1) }
// CHECK: define internal float @_Z4walkPU3AS15GNode(ptr addrspace(1) %n)
// CHECK: icmp ne ptr addrspace(1)
// CHECK: getelementptr inbounds %struct.GNode, ptr addrspace(1)
// CHECK: define void @_Z1k5ViewsPfPU3AS1fS2_(ptr byval(%struct.Views) align 8 %v, ptr %out, ptr addrspace(1) %raw, ptr addrspace(1) %t)
// CHECK: addrspacecast ptr addrspace(1)
// CHECK: to ptr
// CHECK: addrspacecast ptr
// CHECK: to ptr addrspace(1)
// CHECK: store ptr addrspace(3) null
// CHECK: load i32, ptr addrspace(4)
// CHECK: define void @_Z6sharedPU3AS3Kf(ptr addrspace(3) %tile)
#define GLOBAL __attribute__((address_space(1)))
#define SHARED_AS __attribute__((address_space(3)))
#define CONST_AS __attribute__((address_space(4)))
typedef GLOBAL float gfloat;
struct GNode { GLOBAL struct GNode *next; float value; };
struct Views { GLOBAL float *in; SHARED_AS float *tile; CONST_AS const int *coeffs; GLOBAL GNode *list; };
__device__ float walk(GLOBAL GNode *n) {
    float s = 0.0f;
    while (n != 0) { s += n->value; n = n->next; }
    return s;
}
__global__ void k(Views v, float *out, GLOBAL float *raw, gfloat *t) {
    GLOBAL float *field = &v.list->value;
    float *generic = (float *)raw;
    GLOBAL float *back = (GLOBAL float *)generic;
    gfloat *back2 = (gfloat *)generic;
    void GLOBAL *erased = raw;
    SHARED_AS float *none = 0;
    out[threadIdx.x] = walk(v.list) + *field + v.in[1] + (float)v.coeffs[0] + *back
        + (erased == raw) + *back2 + sizeof(GLOBAL int *) + (none == 0) + *t;
}
__global__ void shared(const SHARED_AS float *tile) {}
