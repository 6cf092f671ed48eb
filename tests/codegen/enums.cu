// Enumerations are their own types (mangled by name, as clang does) stored
// as their underlying integer type: fixed (`: unsigned char` → i8), int by
// default, widened to long when an enumerator needs it. Scoped enumerators
// are reached as `E::A`; `(T)(x)` and `T(x)` are casts; switch works on
// both kinds.
// ARGS: -O0 --emit=llvm-ir
// CHECK: %struct.Flags = type { i16, [2 x i8], i32 }
// CHECK: define internal i32 @_Z5apply2Opii(i32 %op, i32 %a, i32 %b)
// CHECK: switch i32
// CHECK: i32 0, label
// CHECK: i32 1, label
// CHECK: define internal i32 @_Z4next5Color(i32 %c)
// CHECK: define void @_Z1kPi4Mode5ColorP5Flags3Big(ptr %out, i8 zeroext %m, i32 %c, ptr %f, i64 %big)
// CHECK: icmp eq i8
// CHECK: switch i32
// CHECK: i32 5, label
// CHECK: icmp eq i64
// CHECK: 4294967296
enum Color { Red, Green = 5, Blue };
enum class Mode : unsigned char { Off, Fast = 200, Slow };
enum Big { Small = 1, Huge = 0x100000000 };
enum class Op;
enum class Op { Add, Mul };
enum Neg : short { M = -3 };
struct Flags { Mode m : 8; Color c : 4; Op o; };
__device__ int apply(Op op, int a, int b) {
    switch (op) {
    case Op::Add: return a + b;
    case Op::Mul: return a * b;
    }
    return 0;
}
__device__ Color next(Color c) { return (Color)(c + 1); }
__global__ void k(int *out, Mode m, Color c, Flags *f, Big big) {
    int x = c + Blue;
    if (m == Mode::Fast) x += (int)Mode::Slow;
    switch (c) { case Red: x++; break; case Color::Green: x--; break; default: break; }
    out[0] = apply(Op::Mul, x, sizeof(Mode)) + next(c) + (int)f->m + f->c + sizeof(Big) + (big == Huge) + M;
    out[1] = (int)f->o;
}
