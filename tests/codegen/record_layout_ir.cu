// Record bodies follow the layout: requested alignment shows as explicit
// padding, packed records are packed LLVM structs, bit-field runs are
// integer storage units; member GEPs use the element index.
// ARGS: -O0 -rdc=true --emit=llvm-ir
struct __align__(16) F4 { float x, y, z, w; };
struct Aligned { char c; alignas(16) int x; char d; };
struct __attribute__((packed)) Packed { char c; char d[3]; int i; };
struct Bits { char c; int a : 8; unsigned b : 12; };
struct Holder { F4 v; Aligned a; Bits b; };
// CHECK: %struct.Bits = type { i8, i8, i16 }
// CHECK: %struct.Aligned = type { i8, [15 x i8], i32, i8, [11 x i8] }
// CHECK: %struct.Packed = type <{ i8, [3 x i8], i32 }>
// CHECK: %struct.Holder = type { %struct.F4, %struct.Aligned, %struct.Bits, [12 x i8] }
// CHECK: %struct.F4 = type { float, float, float, float }
// CHECK: @g_bits = addrspace(1) externally_initialized global %struct.Bits { i8 1, i8 -2, i16 4095 }, align 4

__device__ int get_x(Aligned *a) { return a->x + a->d; }
// CHECK: getelementptr inbounds %struct.Aligned, ptr %0, i32 0, i32 2
// CHECK: getelementptr inbounds %struct.Aligned, ptr %3, i32 0, i32 3

__device__ int get_d(Packed *p) { return p->d[1]; }
// CHECK: getelementptr inbounds %struct.Packed, ptr %0, i32 0, i32 1

__device__ float sum(Holder *h) { return h->v.w + h->b.b; }

__device__ Bits g_bits = {1, -2, 4095};
