// The address of an overloaded function, or of a function template named
// without its template arguments, is the one the target type picks
// ([over.over]): in initialisations and assignments of function pointers
// and references, with `&` or without, as a call argument of a function
// or of a template whose parameter type is given, as a pointer to an
// overloaded member function, and a template argument deduced from a set
// where exactly one function deduces (`R (*)(R)` from `f`). Declaration order does not matter.

__device__ float f(float x) { return x * 2; }
__device__ int f(int x) { return x + 1; }
__device__ long f(long x, long y) { return x * y; }
template <class T> __device__ T tw(T x) { return x * 3; }
template <class T> __device__ T tw(T x, T y) { return x - y; }

struct C {
    int base;
    __device__ int g(int x) const { return base + x; }
    __device__ int g(int x, int y) const { return base + x * y; }
    __device__ virtual int v(int x) { return base - x; }
    __device__ int v() { return -base; }
};

__device__ int call_int(int (*p)(int), int v) { return p(v); }
template <class F> __device__ int apply(F fn, int v) { return fn(v); }
template <class R> __device__ R call_unary(R (*p)(R), R v) { return p(v); }

__global__ void run(int *out) {
    int n = 0;
    int (*p)(int) = f;
    float (*q)(float) = &f;
    long (*pair)(long, long) = f;
    int (&ri)(int) = f;
    out[n++] = p(1);
    out[n++] = (int)q(3.0f);
    out[n++] = (int)pair(4, 5);
    out[n++] = ri(6);
    p = &f;
    out[n++] = p(7);
    int (*t)(int) = tw;
    double (*u)(double) = &tw<double>;
    long (*w)(long, long) = &tw;
    out[n++] = t(4) + (int)u(5.0) + (int)w(9, 2);
    out[n++] = call_int(f, 10) + call_int(tw, 10);
    out[n++] = apply<int (*)(int)>(f, 11);
    out[n++] = call_unary<int>(f, 12);
    C c;
    c.base = 100;
    int (C::*g1)(int) const = &C::g;
    int (C::*g2)(int, int) const = &C::g;
    int (C::*v1)(int) = &C::v;
    int (C::*v0)(void) = &C::v;
    out[n++] = (c.*g1)(1) + (c.*g2)(2, 3);
    out[n++] = (c.*v1)(5) + (c.*v0)();
    int (C::*g3)(int) const = &C::g;
    out[n++] = g3 == g1;
    out[n++] = (int)static_cast<float (*)(float)>(f)(2.5f);
    out[n++] = n;
}
