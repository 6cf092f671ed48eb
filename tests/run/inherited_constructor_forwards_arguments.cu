// An inherited constructor passes its parameters to the base's
// constructor as std::forward would ([class.inhctor.init]p1): a parameter
// taken by value or by rvalue reference is moved, never copied; one taken
// by lvalue reference stays an lvalue (GCC cpp0x/inh-ctor21). Before, each
// was named as an lvalue, so a by-value class parameter was copied.
// (Whether a by-value argument is moved once or not at all is the
// compiler's choice: GCC moves it into the base's parameter, clang passes
// the temporary straight on; only "not copied" is checked there.)
struct Tracked {
    int *log;
    int v;
    __device__ Tracked(int *l, int x) : log(l), v(x) {}
    __device__ Tracked(const Tracked &o) : log(o.log), v(o.v) { log[10] += 1; }
    __device__ Tracked(Tracked &&o) : log(o.log), v(o.v) { log[11] += 1; }
};
struct Base {
    int got;
    __device__ Base(Tracked t) : got(t.v) {}
    __device__ Base(Tracked &&t, int k) : got(t.v * k) { Tracked moved(static_cast<Tracked &&>(t)); }
    __device__ Base(Tracked &t, int a, int b) : got(t.v + a + b) { Tracked copy(t); }
};
struct Derived : Base {
    using Base::Base;
};

__global__ void run(int *out) {
    Derived a(Tracked(out, 4));
    out[0] = a.got;
    out[1] = out[10];
    out[2] = out[11] <= 1;
    out[10] = out[11] = 0;
    Derived b(Tracked(out, 5), 3);
    out[3] = b.got;
    out[4] = out[10];
    out[5] = out[11];
    out[10] = out[11] = 0;
    Tracked named(out, 6);
    Derived c(named, 1, 2);
    out[6] = c.got;
    out[7] = out[10];
    out[8] = out[11];
}
