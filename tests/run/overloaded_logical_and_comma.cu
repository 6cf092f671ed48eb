// User `operator&&`, `operator||` and `operator,` take part as calls do:
// both operands are evaluated, left first (C++17; GCC's
// cpp1z/eval-order10.C), and a comma initialiser in Eigen's style
// builds on `operator,`. Operands without a user operator keep the
// built-in meaning: short circuits, `operator bool` operands, `void`
// right operands and enumerations.
__device__ int trace;
struct A { int v; };
__device__ int operator&&(A x, A y) { return x.v * 10 + y.v; }
__device__ int operator||(A x, A y) { return x.v - y.v; }
__device__ A operator,(A x, A y) { return A{x.v * 100 + y.v}; }
__device__ A f() { trace = trace * 10 + 1; return A{1}; }
__device__ A g() { trace = trace * 10 + 2; return A{2}; }

struct Filler {
    int *dst;
    int n;
    __device__ Filler &operator,(int v) { dst[n++] = v; return *this; }
};
struct Vec {
    int e[4];
    __device__ Filler operator<<(int v) { e[0] = v; return Filler{e, 1}; }
};
struct Flag {
    bool on;
    __device__ explicit operator bool() const { return on; }
};
enum Colour { Red, Green };
__device__ void touch() { trace += 1000; }

__global__ void run(int *out) {
    trace = 0;
    out[0] = f() && g();
    out[1] = trace;
    trace = 0;
    out[2] = f() || g();
    out[3] = trace;
    trace = 0;
    out[4] = (f(), g()).v;
    out[5] = trace;
    Vec v;
    v << 5 + out[63], 6, 7, 8;
    out[6] = v.e[0] * 1000 + v.e[1] * 100 + v.e[2] * 10 + v.e[3];
    Flag yes{true}, no{false};
    trace = 0;
    bool r1 = no && (touch(), true);
    bool r2 = yes || (touch(), false);
    out[7] = r1 + 2 * r2;
    out[8] = trace;
    Colour c = Green;
    out[9] = (c && Red) + 2 * (c || Red);
    A a{3};
    (a, touch());
    out[10] = trace;
}
