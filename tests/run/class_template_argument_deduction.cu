// Class template argument deduction from constructors (the implicit
// guides): parentheses, braces and `=`, a constructor template, two
// parameters, and the copy deduction candidate (`Box c = b;` copies a
// `Box<double>`, it is no `Box<Box<double>>`).
template <class T, class U> struct Two {
    T a;
    U b;
    __device__ Two(T x, U y) : a(x), b(y) {}
};
template <class T> struct Box {
    T v;
    __device__ Box(T x) : v(x) {}
    template <class I> __device__ Box(T x, I scale) : v(x * T(scale)) {}
};

__global__ void run(int *out) {
    int zero = out[63];
    Two t(2.5f, 3 + zero);
    out[0] = int(t.a * 10) + t.b + int(sizeof(t.a)) * 100 + int(sizeof(t.b)) * 1000;
    Box b(1.25 + zero);
    Box c = b;
    Box d{7 + zero};
    Box e(3.5, 2);
    out[1] = int(sizeof(b.v)) * 100 + int(c.v * 4);
    out[2] = d.v + int(sizeof(d.v)) * 100;
    out[3] = int(e.v);
}
