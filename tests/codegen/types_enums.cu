// --emit=types with enumerations: each is a node of its own (named, scoped
// or not) whose size, alignment and LLVM type are its underlying type's.
// ARGS: --emit=types --no-host-headers
// CHECK: level 4  long  size 8 align 8  = i64
// CHECK: enum Color  size 4 align 4  = i32
// CHECK: enum class Mode  size 1 align 1  = i8
// CHECK: enum Wide  size 8 align 8  = i64
// CHECK: struct Holder  size 16 align 8  = %struct.Holder = type { i32, i8, i64 }
enum Color { Red, Green };
enum class Mode : unsigned char { Off, On };
enum Wide { W = -1, X = 0x1ffffffffLL };
struct Holder { Color c; Mode m; Wide w; };
__global__ void k(Holder *h, int *out) { out[0] = h->c + (int)h->m + (int)h->w; }
