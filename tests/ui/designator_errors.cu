// Designated initialisers that name nothing, index out of bounds,
// initialise a class with constructors, or a union's second member after
// its first (one member of a union is initialised); a member designated
// twice (GNU C's `{.a.x = 1, .a.y = 2}` too) or before one already
// initialised, which nvcc rejects with these words.
struct V {
    float x, y;
};
struct C {
    int v;
    __device__ C(int x) : v(x) {}
};
union U {
    int i;
    float f;
};
__device__ void f(int k) {
    V a = {.w = 1};
    int b[2] = {[2] = 1};
    int c[2] = {.x = 1};
    V d = {[0] = 1};
    C e = {.v = 1};
    int g[2] = {[k] = 1};
    U u = {.f = 1.0f};
    U u2 = {.i = 1, .f = 1.0f};
    U u3 = {1, 2.0f};
}
struct In {
    int x, y;
};
struct S {
    In a;
    int b;
    In c;
};
__device__ S s1 = {.b = 1, .b = 2};
__device__ S s2 = {.a = {1, 2}, .a.x = 5};
__device__ S s3 = {.a.x = 1, .a.y = 5};
__device__ S s4 = {1, 2, 3, .a = {1}};
__device__ S s5 = {.b = 1, .a = {1}};
__device__ S fine = {.a.x = 1, .b = 2, .c.y = 4};
