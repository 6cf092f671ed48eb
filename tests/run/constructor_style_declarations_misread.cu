// Block-scope variables with constructor arguments that tree-sitter
// reads as function declarations: `unsigned n(count(b &= m));` (HeCBench's
// marchingCubes, with `__popc`), where the "parameter" is an abstract
// function declarator with a default; `int *p(&v);` and
// `T t(short(x), 3);`, where the "parameter list" has a syntax error;
// `P *pp(&pt);` and `P &pr(*pp);` with `P` a class, read as expressions
// (`P * pp(&pt)`).
// C++ reads a declaration only where every parameter can be one
// ([stmt.ambig]): here none can, so each is a variable. Before, the first
// was a function returning `unsigned` ("'count' does not name a type")
// and the others syntax errors.
__device__ unsigned count(unsigned x) {
    unsigned n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}
__device__ int twice(int x, int y) { return 2 * x + y; }
struct T {
    int a, b;
    __device__ T(short x, int y) : a(x), b(y) {}
};
struct P {
    int x, y;
};
__global__ void run(int *out) {
    unsigned b = 0xF0F3u, m = 0x0FF1u;
    unsigned n(count(b &= m));
    out[0] = n;
    out[1] = b;
    int v = 3;
    int *p(&v);
    *p += 4;
    out[2] = v;
    int x = 70000;
    T t(short(x), 3);
    out[3] = t.a;
    out[4] = t.b;
    int q(twice(x, 2) * 2);
    out[5] = q;
    P pt{5, 6};
    P *pp(&pt);
    P &pr(*pp);
    pr.y = 9;
    out[6] = pt.x * 10 + pt.y;
    const int *cp(p);
    out[7] = *cp;
}
