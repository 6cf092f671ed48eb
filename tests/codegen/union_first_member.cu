// ARGS: --emit=llvm-ir
// A union is initialised through its first member, but its LLVM type is
// its most-aligned, largest member's: a constant initialiser is then the
// first member's bytes read as that type (an internal error before;
// Csmith's unions hit it). Values checked by hand against the layout:
// {0x1234, 5} → bytes 34 12 05 00 → i64 0x51234; 1.5f → 0x3FC00000 in the
// low half of a double; arrays and signed values alike. A first member
// that is a bit-field gave a zero union (silently: Csmith seed 1047):
// -3 in 10 bits is 0x3FD = 1021; 0x3C2F1C9D in 10 bits is 0x9D = 157.
struct S1 { short a; char b; };
union U6 { S1 f0; unsigned long long f1; short f2; };
union U7 { float f; double d; };
union U8 { S1 s[2]; long long x; };
__device__ U6 g = {{0x1234, 5}};
__device__ U7 h = {1.5f};
__device__ U8 arr[2] = {{{{1, 2}, {3, 4}}}, {{{-1, -2}}}};
union B { signed f0 : 10; unsigned short f1; unsigned f2; };
struct HasB { int a; B u; };
__device__ B b1 = {-3};
// Typed by its pointer member: the integer's bytes as an address.
union P { unsigned a; int *p; };
__device__ P p1 = {5};
// Typed by a struct with padding where the first member's bytes are:
// the global is those bytes (clang, too, gives such a union constant its
// own type), in arrays and structs a packed struct with the same layout
// (Csmith seed 116 read 0x9F13 instead of 0xD6459F13, silently).
struct Pad { short f0; unsigned long long f1; int f2; };
union Q { int f0; Pad f4; };
struct HasQ { char c; Q u; int z; };
__device__ Q q1 = {(int)0xD6459F13};
__device__ Q q2[2] = {{1}, {(int)0xD6459F13}};
__device__ HasQ q3 = {3, {0x12345678}, 9};
__device__ HasB b2 = {7, {0x3C2F1C9D}};
extern "C" __global__ void k(unsigned long long *o, double *d, int *i) {
    i[0] = b1.f0;
    i[1] = b2.u.f2;
    i[2] = p1.a;
    i[3] = q1.f0 + q2[1].f0 + q3.u.f0;
    o[0] = g.f1;
    d[0] = h.d;
    o[1] = arr[0].x;
    o[2] = arr[1].x;
}

// CHECK: global %union.U6 { i64 332340 }, align 8
// CHECK: global %union.U7 { double 0x3FC00000 }, align 8
// CHECK: global [2 x %union.U8] [%union.U8 { i64 1125912791875585 }, %union.U8 { i64 16711679 }], align 8
// CHECK: global %union.B { i32 1021 }, align 4
// CHECK: global %union.P { ptr inttoptr (i64 5 to ptr) }, align 8
// CHECK: global %struct.HasB { i32 7, %union.B { i32 157 } }, align 4
// CHECK: global [24 x i8] c"\13\9FE\D6\00
// CHECK: global <{ %union.Q, [24 x i8] }> <{ %union.Q { %struct.Pad { i16 1, i64 0, i32 0 } }, [24 x i8] c"\13\9FE\D6\00
// CHECK: global <{ i8, [7 x i8], [24 x i8], i32, [4 x i8] }> <{ i8 3, [7 x i8] zeroinitializer, [24 x i8] c"xV4\12\00
