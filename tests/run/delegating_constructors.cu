// Delegating constructors ([class.base.init]p6): a constructor whose one
// member initialiser names its own class runs the target constructor,
// which builds bases, members and vtable pointers, and then its own body.
// nvtx3's scoped_range_in (reached by every CUB device-wide algorithm when
// the toolkit's NVTX headers are found) delegates with braces:
// `scoped_range_in() : scoped_range_in{event_attributes{}} {}`.

struct attrs {
    int a;
    __device__ attrs() : a(3) {}
    __device__ attrs(int x) : a(x) {}
    __device__ attrs(int x, int y) : a(x * 10 + y) {}
};

struct counter {
    int n;
    __device__ counter() : n(100) {}
};

template <class D = int> class range {
public:
    __device__ explicit range(attrs const &at) : v(at.a) { log = log * 10 + 1; }
    template <typename... Args>
    __device__ explicit range(Args const &...args) : range{attrs{args...}} {
        log = log * 10 + 2;
    }
    __device__ range() : range{attrs{}} { log = log * 10 + 3; }
    int v;
    int log = 0;
    counter c;
};

struct base {
    int b;
    __device__ base(int x) : b(x) {}
    __device__ virtual int id() const { return b; }
};
struct derived : base {
    int d;
    __device__ derived(int x, int y) : base(x), d(y) {}
    __device__ derived(int x) : derived(x, x + 1) { d += 10; }
    __device__ derived() : derived(7) { d *= 2; }
    __device__ int id() const override { return b * 1000 + d; }
};

struct chained : derived {
    __device__ chained() : derived() {}
};

__global__ void run(int *out) {
    int zero = out[63];
    range<> r;
    out[0] = r.v + zero;
    out[1] = r.log;
    out[2] = r.c.n;
    range<> r2(5, 6);
    out[3] = r2.v;
    out[4] = r2.log;
    range<long> r3(attrs(9));
    out[5] = r3.v;
    out[6] = r3.log;
    derived d;
    out[7] = d.b;
    out[8] = d.d;
    base *p = &d;
    out[9] = p->id();
    chained c;
    out[10] = c.id();
}
