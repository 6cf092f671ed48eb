// Union, array of records, and a 16-aligned vector-like member. (This
// branch's runtime headers have no float4 yet, so the case declares a
// float4-shaped record with __align__(16) itself.)
// ARGS: --emit=types
// CHECK: struct Pair  size 8 align 4  = %struct.Pair = type { i32, i16 }
// CHECK: struct Vec4  size 16 align 16  = %struct.Vec4 = type { float, float, float, float }
// CHECK: level 2  union U  size 16 align 8  = %union.U = type { double, [8 x i8] }
// CHECK: level 2  struct WithVec  size 32 align 16  = %struct.WithVec =
// CHECK: level 2  Pair [4]  size 32 align 4  = [4 x %struct.Pair]
// CHECK: level 1  Pair (*)[4]  size 8 align 8  = ptr
// CHECK: level 0  Pair [2]  size 16 align 4  = [2 x %struct.Pair]
// CHECK: passes: 1
union U { char c; double d; int i[3]; };
struct Pair { int a; short b; };
struct __align__(16) Vec4 { float x, y, z, w; };
struct WithVec { float s; Vec4 v; };
__global__ void mix(U *u, Pair (*ps)[4], WithVec *w, float *out) {
    Pair local[2];
    local[0] = (*ps)[1];
    out[0] = (float)u->d + local[0].a + w->v.y + w->s;
}
