// Pointers to members in device code: data members (`int P::*`, through
// `.*` and `->*`, of a base class, null and compared), member functions
// (`int (P::*)() const`, called through `.*` and `->*`, virtual ones
// reaching the object's overrider, null tests), arrays of them selecting
// a field or an operation at run time, and as device variables'
// constant initialisers.
struct P {
    int x, y;
    __device__ int sum() const { return x + y; }
    __device__ int diff() const { return x - y; }
    __device__ int scale(int k) { return k * x; }
};

struct Base {
    int b = 7;
    __device__ virtual int kind() const { return 1; }
};
struct Derived : Base {
    int d = 9;
    __device__ int kind() const override { return 2; }
};

__device__ int pick(const P &p, int P::*m) { return p.*m; }

// Pointers to members as constant initialisers of device variables.
__device__ int P::*g_field = &P::y;
__device__ int (P::*g_method)() const = &P::diff;

__global__ void run(int *out) {
    int zero = out[63];
    P p{3 + zero, 4};
    P *pp = &p;
    int P::*m = &P::y;
    out[0] = p.*m;
    out[1] = pp->*m;
    pp->*m = 10;
    out[2] = p.y;
    int P::*fields[2] = {&P::x, &P::y};
    out[3] = pick(p, fields[zero]) + pick(p, fields[1 + zero]);
    int P::*none = nullptr;
    out[4] = none == nullptr;
    out[5] = m != none;
    out[6] = fields[0] == &P::x;
    out[7] = m ? 1 : 0;
    int (P::*f)() const = &P::sum;
    out[8] = (p.*f)();
    f = &P::diff;
    out[9] = (pp->*f)();
    int (P::*g)(int) = &P::scale;
    out[10] = (p.*g)(5);
    Derived d;
    Base &br = d;
    int (Base::*k)() const = &Base::kind;
    out[11] = (br.*k)();
    out[12] = (d.*k)();
    Base b0;
    out[13] = (b0.*k)();
    int Base::*bm = &Base::b;
    out[14] = d.*bm;
    out[15] = p.*g_field + (p.*g_method)();
    // Member function pointers compared and tested (a virtual one by
    // its vtable slot).
    int (P::*none_f)() const = nullptr;
    out[16] = none_f == nullptr;
    out[17] = f != nullptr;
    out[18] = f == &P::diff;
    out[19] = f == &P::sum;
    out[20] = (f ? 1 : 0) + (!none_f ? 2 : 0);
    int (Base::*k2)() const = &Base::kind;
    out[21] = k == k2;
    out[22] = none_f != f && k;
}
