// Records passed by value follow the NVVM IR spec's calling conventions
// as nvcc does: a kernel's record parameter is a pointer with `byval(T)`
// and the record's alignment (rule 3: it lives in the `.param` space); a
// device function's is a first-class aggregate (rule 4), over-aligned
// ones annotated <align, k << 16 | N> (V: 1 << 16 | 16 and 2 << 16 | 16).
// The caller reads the argument as a value, whatever it is (a local, a
// byval kernel parameter, an object through a pointer, an under-aligned
// packed member at align 1, an rvalue): no caller-side copy in memory,
// which a `byval` pointer argument kept in local memory. The callee
// stores its aggregate to its own slot. Returns stay direct.
// ARGS: -O0 --emit=llvm-ir
// CHECK: define internal float @_Z3dot1VS_(%struct.V %a, %struct.V %b)
// CHECK: store %struct.V %a, ptr %a1, align 16
// CHECK: define internal %struct.P @_Z4bump1Pi(%struct.P %p, i32 %k)
// CHECK: getelementptr inbounds %struct.P, ptr %p1, i32 0, i32 2
// CHECK: define void @_Z4kern1VPKS_1PPfPS2_(ptr byval(%struct.V) align 16 %a, ptr %bs, ptr byval(%struct.P) align 8 %p
// CHECK-NOT: byval.tmp
// CHECK: call float @_Z3dot1VS_(%struct.V
// CHECK: call %struct.P @_Z4bump1Pi(%struct.P
// CHECK: define void @_Z6copiesPK1VP6PackedPf(
// CHECK: load %struct.V, ptr %1, align 1
// CHECK: call float @_Z3dot1VS_(%struct.V
// CHECK: call %struct.V @_Z4makef(
// CHECK: call %struct.P @_Z4bump1Pi(%struct.P
// CHECK: , i32 5)
// CHECK: !{ptr @_Z3dot1VS_, !"align", i32 65552}
// CHECK: !{ptr @_Z3dot1VS_, !"align", i32 131088}
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
