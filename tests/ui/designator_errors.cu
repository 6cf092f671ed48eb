// Designated initialisers that name nothing, index out of bounds, or
// initialise a class with constructors.
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
}
