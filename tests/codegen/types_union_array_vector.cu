// Union, array of records, and records with CUDA vector-type members
// (float4 from the implicit runtime headers: 16-byte aligned, so the member
// lands at offset 16 and the record is 16-aligned; double2 likewise).
// ARGS: --emit=types
// CHECK: struct int2  size 8 align 8  = %struct.int2 = type { i32, i32 }
// CHECK: struct float4  size 16 align 16  = %struct.float4 = type { float, float, float, float }
// CHECK: struct double2  size 16 align 16  = %struct.double2 = type { double, double }
// CHECK: struct Pair  size 8 align 4  = %struct.Pair = type { i32, i16 }
// CHECK: level 2  union U  size 16 align 8  = %union.U = type { double, [8 x i8] }
// CHECK: level 2  struct WithVec  size 64 align 16  = %struct.WithVec = type { float, [12 x i8], %struct.float4, %struct.int2, [8 x i8], %struct.double2 }
// CHECK: level 2  Pair [4]  size 32 align 4  = [4 x %struct.Pair]
// CHECK: level 1  Pair (*)[4]  size 8 align 8  = ptr
// CHECK: level 0  Pair [2]  size 16 align 4  = [2 x %struct.Pair]
// CHECK: passes: 1
union U { char c; double d; int i[3]; };
struct Pair { int a; short b; };
struct WithVec { float s; float4 v; int2 i; double2 d; };
__global__ void mix(U *u, Pair (*ps)[4], WithVec *w, float *out) {
    Pair local[2];
    local[0] = (*ps)[1];
    out[0] = (float)u->d + local[0].a + w->v.y + w->s + w->i.x + (float)w->d.y;
}
