// Constructor templates, executed: deduction, member initialisers, a
// converting constructor between specialisations, explicit ones, and the
// implicit copy for the class's own type (not the template).
struct W {
    int v;
    int how;
    template <class T> __device__ W(T t) : v(int(t * 2)), how(1) {}
    template <class A, class B> __device__ explicit W(A a, B b) : v(int(a) + int(b)), how(2) {}
};

template <class T> struct Vec2 {
    T x, y;
    __device__ Vec2(T a, T b) : x(a), y(b) {}
    template <class U> __device__ Vec2(const Vec2<U> &o) : x(T(o.x) + 1), y(T(o.y) + 1) {}
};

__global__ void run(int *out) {
    int zero = out[63];
    W a(1.75f + zero), b(3L), c(2.5f, 4.0);
    out[0] = a.v * 10 + a.how;
    out[1] = b.v * 10 + b.how;
    out[2] = c.v * 10 + c.how;
    W copy(a);
    out[3] = copy.v * 10 + copy.how;
    Vec2<int> vi(1 + zero, 2);
    Vec2<float> vf(vi);
    Vec2<double> vd = vf;
    out[4] = int(vf.x * 10 + vf.y);
    out[5] = int(vd.x * 10 + vd.y);
}
