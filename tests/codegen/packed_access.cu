// Members a packed record places below their type's alignment
// (`__attribute__((packed))`, `#pragma pack`) are loaded and stored at the
// alignment their address has, as clang-19 does: the base object's
// alignment at the member's offset, through nested members, array
// elements (constant and variable index), base classes, lvalue
// conditionals, compound assignment, ++/--, record copies and bit-field
// units. A misaligned ld.u32 would trap on the GPU. Each alignment below
// equals clang-19's -O0 output for the same source.
// ARGS: -O0 --emit=llvm-ir -rdc=true
// CHECK: define i32 @_Z7store_xP1P(
// CHECK: store i32 5, ptr %1, align 1
// CHECK: define void @_Z5add_xP1P(
// CHECK: load i32, ptr %1, align 1
// CHECK: store i32 %add, ptr %1, align 1
// CHECK: define void @_Z5inc_sP1P(
// CHECK: load i16, ptr %1, align 1
// CHECK: store i16 %inc, ptr %1, align 1
// CHECK: store i16 %dec, ptr %4, align 1
// CHECK: define void @_Z4elemP1Pi(
// CHECK: store double 1.000000e+00, ptr %arrayidx, align 1
// CHECK: define double @_Z5elem2P1P(
// CHECK: load double, ptr %arrayidx, align 1
// CHECK: define double @_Z5pack2P1Q(
// CHECK: store i32 1, ptr %2, align 2
// CHECK: load double, ptr %5, align 2
// CHECK: define float @_Z6nestedP1Oi(
// CHECK: store i32 7, ptr %2, align 1
// CHECK: load float, ptr %6, align 1
// CHECK: define %struct.I @_Z4copyP1O(
// CHECK: load %struct.I, ptr %arrayidx, align 1
// CHECK: define void @_Z6assignP1O1I(
// CHECK: store %struct.I %0, ptr %2, align 1
// CHECK: define i32 @_Z4bitsP1O(
// CHECK: load i8, ptr %bf.addr, align 1
// CHECK: define i32 @_Z11base_memberP1W(
// CHECK: load i32, ptr %2, align 1
// CHECK: define i32 @_Z12through_condP1PS0_b(
// CHECK: load i32, ptr %cond, align 1
// CHECK: define void @_Z9ctor_initP1O(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 1 %fieldinit2, ptr align 4 %packedinit, i64 8, i1 false)
// CHECK: define linkonce_odr void @_ZN1RC2Ei(
// CHECK: store i32 %4, ptr %3, align 1
struct __attribute__((packed)) P { char c; int x; short s; double d[3]; };
#pragma pack(push, 2)
struct Q { char c; int x; struct { int a; double b; } in; };
#pragma pack(pop)
struct I { int a; float f; };
struct __attribute__((packed)) O { char c; I i; I arr[2]; unsigned bf : 7; };
struct Base2 { int b; };
#pragma pack(push, 1)
struct D2 : Base2 { char c; };
struct W { char c; D2 d; };
#pragma pack(pop)
__device__ int store_x(P *p) { p->x = 5; return 0; }
__device__ void add_x(P *p) { p->x += 3; }
__device__ void inc_s(P *p) { ++p->s; p->s--; }
__device__ void elem(P *p, int i) { p->d[i] = 1.0; }
__device__ double elem2(P *p) { return p->d[2]; }
__device__ double pack2(Q *q) { q->in.a = 1; return q->in.b; }
__device__ float nested(O *o, int i) { o->i.a = 7; return o->arr[i].f; }
__device__ I copy(O *o) { return o->arr[1]; }
__device__ void assign(O *o, I v) { o->i = v; }
__device__ unsigned bits(O *o) { o->bf = 3; return o->bf; }
__device__ int base_member(W *w) { return w->d.b; }
__device__ int through_cond(P *a, P *b, bool c) { return (c ? a->x : b->x); }
__device__ void ctor_init(O *o) { *o = O{1, {2, 3.0f}, {{4, 5.0f}, {6, 7.0f}}, 5}; }
// A member initialiser (an InitAt of the member) in a packed class.
struct __attribute__((packed)) R { char c; int x; __device__ R(int v) : c(1), x(v) {} };
__device__ int member_init(int v) { R r(v); return r.x; }
