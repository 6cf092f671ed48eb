// `[*this]` captures a copy of the object made by its copy constructor
// (C++17 P0018; GCC cpp1z/lambda-this2), destroyed with the closure.
// Before, the object's bytes were copied: the copy constructor never ran.
struct A {
    int *log;
    int a, z;
    __device__ A(int *l) : log(l), a(4), z(0) {}
    __device__ A(const A &x) : log(x.log), a(x.a), z(1) { log[60] += 1; }
    __device__ ~A() { log[61] += 1; }
    __device__ int foo(int *out) {
        int r = 0;
        {
            auto c = [*this] { return &a; };
            auto f = c();
            r |= (c() == &a) << 0;
            r |= (c() != f) << 1;
            auto h = [*this] { return a + z; };
            out[1] = h();
            out[2] = log[60];
            out[3] = log[61];
        }
        out[4] = log[61];
        return r;
    }
};
template <int N> struct B {
    int a, z;
    __device__ B() : a(N), z(0) {}
    __device__ B(const B &x) : a(x.a + 1), z(1) {}
    __device__ int foo() {
        auto h = [*this] { return a * 10 + z; };
        auto g = [this] { return a * 10 + z; };
        return h() * 1000 + g();
    }
};

__global__ void run(int *out) {
    A a(out);
    out[0] = a.foo(out);
    B<3> b;
    out[5] = b.foo();
}
