// Records passed by value follow the NVPTX ABI (NVVM IR spec, calling
// conventions: the by-pointer-byval case): the parameter is a pointer with
// `byval(T)` and the record's alignment, the callee uses it as its own copy
// (byval makes it). The caller passes a named variable's (or its member's)
// own address, and a copy for anything else: an rvalue, an under-aligned
// (packed) member, or an object reached through a pointer, whose alignment
// LLVM cannot see when it inlines the call (the byval copy would become
// byte loads). Returns stay direct.
// ARGS: -O0 --emit=llvm-ir
// CHECK: @_Z3dot1VS_(ptr byval(%struct.V) align 16 %a, ptr byval(%struct.V) align 16 %b)
// CHECK: %struct.P @_Z4bump1Pi(ptr byval(%struct.P) align 8 %p, i32 %k)
// CHECK: getelementptr inbounds %struct.P, ptr %p, i32 0, i32 2
// CHECK: define void @_Z4kern1VPKS_1PPfPS2_(ptr byval(%struct.V) align 16 %a, ptr %bs, ptr byval(%struct.P) align 8 %p
// CHECK-NOT: byval.tmp
// CHECK: call float @_Z3dot1VS_(ptr byval(%struct.V) align 16 %a, ptr byval(%struct.V) align 16 %b)
// CHECK: call float @_Z3dot1VS_(ptr byval(%struct.V) align 16 %a, ptr byval(%struct.V) align 16 %a)
// CHECK: call %struct.P @_Z4bump1Pi(ptr byval(%struct.P) align 8 %p,
// CHECK: define void @_Z6copiesPK1VP6PackedPf(
// CHECK: %byval.tmp = alloca %struct.V, align 16
// CHECK: call float @_Z3dot1VS_(ptr byval(%struct.V) align 16 %byval.tmp, ptr byval(%struct.V) align 16 %byval.tmp5)
// CHECK: call %struct.V @_Z4makef(
// CHECK: call float @_Z3dot1VS_(ptr byval(%struct.V) align 16 %byval.tmp7, ptr byval(%struct.V) align 16 %byval.tmp9)
// CHECK: call %struct.P @_Z4bump1Pi(ptr byval(%struct.P) align 8 %byval.tmp14, i32 5)
struct __align__(16) V { float x, y, z, w; };
struct P { char c; double d; int i; };
__device__ __noinline__ float dot(V a, V b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
__device__ __noinline__ P bump(P p, int k) {
    p.i += k;
    p.d *= 2.0;
    return p;
}
__global__ void kern(V a, const V *bs, P p, float *out, P *po) {
    V b = bs[threadIdx.x];
    out[threadIdx.x] = dot(a, b);
    a.x = 5.0f;
    out[0] += dot(a, a);
    po[threadIdx.x] = bump(p, threadIdx.x);
}

struct __attribute__((packed)) Packed { char c; V v; };
__device__ V make(float f) { return V{f, f, f, f}; }
__global__ void copies(const V *vs, Packed *pk, float *out) {
    out[0] = dot(pk->v, vs[0]);                    // under-aligned; through a pointer
    out[1] = dot(make(2.0f), vs[1]);               // an rvalue: a temporary
    out[2] = bump(bump(P{1, 2.0, 3}, 4), 5).d;     // rvalues
}
