// Reference data members designate their referees: read and written
// through an object, through `this` inside member functions, through a
// class prvalue a function returns; a reference bound to a derived-class
// temporary through its base, or to a member of a temporary, keeps the
// whole temporary alive to the end of its scope; a function template
// taking `const T &` with `T` a function type takes the function.

__device__ int log_[16];
__device__ int nlog = 0;
__device__ void note(int v) { log_[nlog++] = v; }

struct A {
    int v;
    __device__ explicit A(int x) : v(x) {}
    __device__ ~A() { note(v); }
    __device__ int get() const { return v; }
};
struct D : A {
    __device__ explicit D(int x) : A(x) {}
};
struct S {
    A m;
    int k;
    __device__ explicit S(int x) : m(x), k(x) {}
};

struct View {
    const int &n;
    A &a;
    int scale;
    __device__ int sum() const { return n * scale + a.v + a.get(); }
    __device__ void bump() { a.v += n; }
};

__device__ View make(const int &n, A &a) { return View{n, a, 2}; }

struct Calls {
    int count = 0;
    template <class F> __device__ void operator()(const F &f) {
        count += f();
    }
};
__device__ int three() { return 3; }

__global__ void run(int *out) {
    int n = 0;
    int x = 4;
    A a(10);
    View v{x, a, 3};
    out[n++] = v.n + v.a.v;
    out[n++] = v.sum();
    v.bump();
    out[n++] = a.v;
    v.a.v = 20;
    x = 5;
    out[n++] = v.sum();
    int *p = &v.a.v;
    A *q = &v.a;
    out[n++] = *p + q->v;
    out[n++] = make(x, a).n + make(x, a).a.get();
    make(x, a).a.v = 30;
    out[n++] = a.v;
    {
        const A &r = D(5);
        note(100 + r.v);
        const A &m = S(7).m;
        note(100 + m.v);
    }
    Calls c;
    c(three);
    c(&three);
    out[n++] = c.count;
    for (int i = 0; i < nlog; ++i)
        out[n++] = log_[i];
    out[n++] = n;
}
