// C++17 statements and braced lists as device code writes them, folded at
// -O2 to the values C++ gives them (but for the loop): declarations in while
// conditions (made anew each iteration; `continue` reaches the next one;
// tree-sitter-cpp does not parse one in a `for` condition yet),
// init-statements in if, switch and range-for, braced lists as call
// arguments and assigned, and `V v(a[i])`, an object (not a function
// declaration) since `a` is no type.
// ARGS: --emit=llvm-ir -O2
__device__ int next(int i) { return i > 0 ? i - 1 : 0; }
struct P { int a, b; };
__device__ int h(const P &p, int k) { return p.a * k + p.b; }
struct V { int v; __device__ V(int x) : v(x) {} };

__global__ void while_decl(int *o) {
    int i = 5, s = 0;
    while (int j = next(i)) {
        i = j;
        if (j == 2)
            continue;
        s += j;
    }
    o[0] = s;
}
// (Loops with condition declarations are checked by execution:
// run/condition_declarations.cu.)
// CHECK: define void @_Z10while_declPi(

__global__ void init_statements(int *o) {
    int r = 0;
    if (int v = next(7); v > 3)
        r += v;
    switch (int w = next(3); w) {
    case 2:
        r += 100;
        break;
    default:
        r += 1000;
    }
    for (int a[3] = {1, 2, 3}; int x : a)
        r += x * 1000;
    o[0] = r;
}
// CHECK: define void @_Z15init_statementsPi(
// CHECK: store i32 6106,

__global__ void braced(int *o) {
    P p;
    p = {3, 4};
    o[0] = h({5, 6}, 2) + p.a * p.b;
}
// CHECK: define void @_Z6bracedPi(
// CHECK: store i32 28,

__global__ void not_a_function(int *o) {
    int a[3] = {7, 8, 9};
    V v(a[2]);
    o[0] = v.v;
}
// CHECK: define void @_Z14not_a_functionPi(
// CHECK: store i32 9,
