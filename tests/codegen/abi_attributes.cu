// The NVVM IR spec's calling conventions: integers narrower than 32 bits
// carry signext/zeroext on parameters, returns and call sites (the callee
// would assume zeroext otherwise); a record returned by value whose
// alignment its LLVM type does not imply (float4 16, int2 8) annotates the
// function with <align, N>; a device function's record arguments are
// direct aggregates, over-aligned ones annotated <align, k << 16 | N> (sum's
// float4: 1 << 16 | 16 = 65552), as nvcc passes them.
// ARGS: -O0 --emit=llvm-ir
// CHECK: define internal %struct.float4 @_Z4makef(float %x)
// CHECK: define internal signext i16 @_Z5widenahbst(i8 signext %c, i8 zeroext %u, i1 zeroext %b, i16 signext %s, i16 zeroext %us)
// CHECK: define internal float @_Z3sum6float4(%struct.float4 %v)
// CHECK: define void @_Z1kP6float4ctPs(ptr %out, i8 signext %c, i16 zeroext %us, ptr %o2)
// CHECK: call signext i16 @_Z5widenahbst(i8 signext
// CHECK: i8 zeroext 2, i1 zeroext true, i16 signext -3, i16 zeroext
// CHECK: !{ptr @_Z1kP6float4ctPs, !"kernel", i32 1}
// CHECK: !{ptr @_Z4makef, !"align", i32 16}
// CHECK: !{ptr @_Z4pairi, !"align", i32 8}
// CHECK: !{ptr @_Z3sum6float4, !"align", i32 65552}
__device__ float4 make(float x) { float4 r; r.x = x; r.y = x; r.z = x; r.w = x; return r; }
__device__ int2 pair(int a) { int2 p; p.x = a; p.y = a; return p; }
__device__ short widen(signed char c, unsigned char u, bool b, short s, unsigned short us) { return c + u + b + s + us; }
__device__ float sum(float4 v) { return v.x + v.y + v.z + v.w; }
__global__ void k(float4 *out, char c, unsigned short us, short *o2) {
    out[0] = make(1.0f);
    *o2 = widen(c, 2, true, -3, us) + pair(3).y + (short)sum(out[1]);
}
