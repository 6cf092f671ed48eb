// Bit-fields: reads load the storage unit and shift/mask (unsigned) or
// shift left then arithmetic-shift right (signed); writes load, clear, or,
// store; compound assignment and ++/-- read-modify-write the unit.
// ARGS: -O0 -rdc=true --emit=llvm-ir
struct Flags {
    unsigned a : 3;  // bits 0-2 of byte 0
    int b : 5;       // bits 3-7 of byte 0
    char c;          // byte 1
    short d : 9;     // bytes 2-3
    long long e : 40;
};
// CHECK: %struct.Flags = type { i8, i8, i16, i32, i64 }

// CHECK: @_Z13read_unsignedP5Flags(
__device__ unsigned read_unsigned(Flags *f) { return f->a; }
// CHECK: %bf.load = load i8, ptr %0, align 1
// CHECK: %bf.clear = and i8 %bf.load, 7
// CHECK: zext i8 %bf.clear to i32

__device__ int read_signed(Flags *f) { return f->b; }
// CHECK: @_Z11read_signedP5Flags(
// CHECK: %bf.load = load i8, ptr %0, align 1
// CHECK: %bf.ashr = ashr i8 %bf.load, 3
// CHECK: sext i8 %bf.ashr to i32

__device__ int read_short(Flags *f) { return f->d; }
// CHECK: @_Z10read_shortP5Flags(
// CHECK: %bf.addr = getelementptr inbounds i8, ptr %0, i64 2
// CHECK: load i16, ptr %bf.addr, align 2
// CHECK: %bf.shl = shl i16 %bf.load, 7
// CHECK: ashr i16 %bf.shl, 7

__device__ void write(Flags *f, int v) { f->b = v; }
// CHECK: @_Z5writeP5Flagsi(
// CHECK: %bf.value = trunc i32 %0 to i8
// CHECK: and i8 %bf.value, 31
// CHECK: shl i8 %bf.value3, 3
// CHECK: %bf.load = load i8, ptr %1, align 1
// CHECK: and i8 %bf.load, 7
// CHECK: or i8 %bf.clear, %bf.shl
// CHECK: store i8 %bf.set, ptr %1, align 1

__device__ void compound(Flags *f, int v) { f->d += v; }
// CHECK: @_Z8compoundP5Flagsi(
// CHECK: load i16, ptr %bf.addr, align 2
// CHECK: add nsw i32
// CHECK: and i16 %conv3, 511
// CHECK: and i16 %bf.load4, -512
// CHECK: store i16 %bf.set, ptr %bf.addr, align 2

__device__ long long incdec(Flags *f) { f->a++; return --f->e; }
// CHECK: @_Z6incdecP5Flags(
// CHECK: %inc = add i32 %bf.cast, 1
// CHECK: store i8 %bf.set, ptr %0, align 1
// CHECK: load i64, ptr %bf.addr, align 8
// CHECK: %dec = sub nsw i64 %bf.ashr, 1
// CHECK: and i64 %dec, 1099511627775
// CHECK: store i64 %bf.set11, ptr %bf.addr, align 8

// An unsigned bit-field narrower than int promotes to int.
__device__ bool promoted(Flags *f) { return f->a - 5 < 0; }
// CHECK: @_Z8promotedP5Flags(
// CHECK: %sub = sub nsw i32 %bf.cast, 5
// CHECK: icmp slt i32 %sub, 0

__global__ void kernel(Flags *f, int *out) {
    out[0] = f->a + f->b;
    f->c = 1;
    out[1] = (f->b = 100);
}
