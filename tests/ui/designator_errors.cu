// Designated initialisers that name nothing, index out of bounds,
// initialise a class with constructors, or a union's second member after
// its first (one member of a union is initialised).
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
