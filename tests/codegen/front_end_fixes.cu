// Front-end fixes found on real code (issue 24): `offsetof` in a function
// body (what <stddef.h> expands it to, with nested members, array
// elements, members of bases and anonymous unions); a conditional with
// two `bool` operands is a `bool` (sizeof 1), two `short`s a `short`;
// `NULL` from <stddef.h> is a null pointer constant in device code.
// ARGS: -O2 --emit=llvm-ir
// CHECK: define void @_Z1kPiPf(
// CHECK: store i32 4,
// CHECK: store i32 12,
// CHECK: store i32 16,
// CHECK: store i32 16,
// CHECK: store i32 1,
// CHECK: store i32 2,
// CHECK: store i32 4,
// `p == NULL` is a null test (printed, as PTX is made, on the pointer's
// bits: backend/nullcmp.rs).
// CHECK: ptrtoint ptr %p to i64
// CHECK: icmp eq i64 %0, 0
#include <stddef.h>
#include <stdlib.h>
struct Inner {
    int z[3];
};
struct A {
    int x;
    float y;
    Inner in;
};
struct Base {
    int b0, b1;
};
struct Derived : Base {
    int d;
};
__device__ bool flag(int v) { return v > 0; }
__global__ void k(int *o, float *p) {
    o[0] = offsetof(A, y);
    o[1] = offsetof(A, in.z[1]);
    o[2] = __builtin_offsetof(A, in.z[2]);
    o[3] = offsetof(Derived, d) + 8;
    o[4] = sizeof(o[0] > 1 ? true : false);
    short s = 3;
    o[5] = sizeof(s > 2 ? s : s);
    o[6] = sizeof(true ? 1 : false);
    o[7] = p == NULL ? 2 : 1;
}
