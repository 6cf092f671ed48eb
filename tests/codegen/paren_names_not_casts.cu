// A parenthesised name that is a value is never a cast: `(a) + b`,
// `(a) - b`, `(a) * b`, `(a) & b`, `(a) && b`, `(f)(x)` are the binary
// operators and calls C++ reads, with the usual precedence, as in the
// parenthesised macro arguments real code is full of; and a parenthesised
// type is always one: `(T)-x * y` is `((T)-x) * y`. tree-sitter alone
// guesses both ways (issue 24). The results fold, so each store shows the
// value C++ gives.
// ARGS: -O2 --emit=llvm-ir
// CHECK: define void @_Z1kPi(
// CHECK: store i32 23,
// CHECK: store i32 -17,
// CHECK: store i32 5,
// CHECK: store i32 1,
// CHECK: store i32 9,
// CHECK: store i32 19,
// CHECK: store i32 1,
// CHECK: store i32 15,
// CHECK: store i32 8,
// CHECK: store i32 -6,
// CHECK: store i32 3,
// CHECK: store i32 -3,
// CHECK: store i32 5,
// CHECK: store i32 -6,
// CHECK: store i32 7,
// CHECK: define void @_Z6floatsPfff(
// CHECK: fmul contract float %a, %b
// CHECK: fadd contract float
#define IDX(i, j, n) ((i) * (n) + (j))
#define IN_RANGE(t, lo, hi) ((t) >= (lo) && (t) <= (hi))
typedef int index_t;
__device__ int sq(int v) { return v * v; }
__device__ int add2(int a, int b) { return a + b; }
__global__ void k(int *o) {
    int a = 3, b = 4, c = 5;
    o[0] = (a) + (b) * c;
    o[1] = (a) - (b) * c;
    o[2] = (a) & (b) | c;
    o[3] = (a) && (b);
    o[4] = (sq)(a);
    o[5] = IDX(a, b, c);
    o[6] = IN_RANGE(c, a, 9);
    int *p = &a;
    o[7] = (c) * *p;
    // A name that is a type stays a cast.
    o[8] = (index_t) + 8;
    o[9] = (index_t)-a * 2;
    o[10] = (index_t)*p;
    o[11] = c - (index_t)*p - (index_t)+5;
    o[12] = (index_t)-a + 2 * (b);
    o[13] = (a) - (b) - c;
    o[14] = (add2)(a, b);
}
__global__ void floats(float *o, float a, float b) { o[0] = (a) + (b) * a; }
