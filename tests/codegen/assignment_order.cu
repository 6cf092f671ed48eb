// C++17 [expr.ass]/1: in `a = b` and `a op= b` the right operand is
// sequenced before the left, and [over.match.oper]/2 keeps that order for
// a class's `operator=`/`operator op=` (member or not, by value or by
// reference). `b[i++] = i` stores the old `i`. Every value below is
// clang-19's (-O2, the same kernel); before the fix cudac evaluated the
// left operand first: 107, 1707, 10010007 for the class cases.
// CHECK: define void @_Z8builtinsPi(
// CHECK: store i32 7, ptr %out
// CHECK: store i32 717,
// CHECK: store i32 1,
// CHECK: store i32 31,
// CHECK: define void @_Z9overloadsPi(
// CHECK: store i32 -93, ptr %out
// CHECK: store i32 707,
// CHECK: store i32 10000007,
// CHECK: store i32 10070007,
// CHECK: store i32 7,
// CHECK: store i32 12,
struct B { int f : 4; };
__global__ void builtins(int *out) {
    int i = 0; int b[2] = {7, 7};
    b[i++] = i;                         // b[0] = 0
    int j = 1; int c[2] = {7, 7};
    c[j--] += j * 10;                   // c[1] = 7 + 10
    int k = 0; B bf[2] = {{1}, {1}};
    bf[k++].f = k;                      // bit-fields too
    int m = 0; B bg[2] = {{1}, {1}};
    bg[m++].f += m + 2;
    out[0] = b[0] * 100 + b[1];
    out[1] = c[0] * 100 + c[1];
    out[2] = bf[0].f * 10 + bf[1].f;
    out[3] = bg[0].f * 10 + bg[1].f;
}

struct S {
    int v;
    __device__ S &operator=(const int &x) { v = x; return *this; }
    __device__ S &operator-=(int x) { v -= x; return *this; }
    __device__ S &operator=(const S &o) { v = o.v + 1000; return *this; }
    __device__ S &operator*=(int x) { v *= x; return *this; }
};
__device__ S &operator+=(S &s, int x) { s.v += x * 10; return s; }
__device__ S mk(int x) { return S{x}; }
__global__ void overloads(int *out) {
    int i = 0; S s[2] = {{7}, {7}};
    (s[i++] = i) -= 2;                  // binds `i` itself: reads 1 later
    int j = 0; S t[2] = {{7}, {7}};
    t[j++] += j;                        // a non-member operator
    int k = 0; S w[2] = {{7}, {7}};
    w[k++] = mk(k);                     // a temporary bound to const S &
    int m = 0; S y[2] = {{7}, {7}};
    y[m++] = y[m];
    int n = 1; S z[2] = {{7}, {7}};
    z[--n] *= n + 1;                    // z[0] = 7 * 2 ... of the old n
    out[0] = s[0].v * 100 + s[1].v;
    out[1] = t[0].v * 100 + t[1].v;
    out[2] = w[0].v * 10000 + w[1].v;
    out[3] = y[0].v * 10000 + y[1].v;
    out[4] = y[1].v;
    out[5] = z[0].v - 2 + (z[1].v - 7);
}
