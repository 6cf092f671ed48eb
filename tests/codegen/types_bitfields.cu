// --emit=types over records with bit-fields: the three unsigned bit-fields
// share one i16 unit, `int : 0` moves the next bit-field to offset 4, where
// a short and an enum bit-field share an i8 unit; tail padding is explicit
// in records with bit-field units. (clang spells byte 3 as i8 rather than
// [1 x i8]; the bytes are the same, as tests/layout checks.)
// ARGS: --emit=types
// CHECK: enum class Kind  size 1 align 1  = i8
// CHECK: level 4  struct Packet  size 8 align 4  = %struct.Packet = type { i16, i8, [1 x i8], i8, [3 x i8] }
// CHECK: level 3  Packet [2]  size 16 align 4  = [2 x %struct.Packet]
// CHECK: level 2  struct Holder  size 24 align 8  = %struct.Holder = type { [2 x %struct.Packet], ptr }
// CHECK: passes: 1
enum class Kind : unsigned char { A, B, C };
struct Packet { unsigned int kind : 3, len : 9, flag : 1; char tag; int : 0; short s : 5; Kind k : 2; };
struct Holder { Packet p[2]; Packet *next; };
__global__ void k(Holder *h, int *out) { out[0] = h->p[1].len + h->next->s + (int)h->p[0].k; }
