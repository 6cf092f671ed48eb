// A union's constructor initialises only the member its initialisers
// name ([class.base.init]p9: the others are variant members): libcu++'s
// `__expected_union_t(unexpect_t, …) : __unex_(…)` over a `T` with no
// default constructor (a tuple holding Thrust's `triple_chevron`). A
// member's default initialiser applies only when no other member is
// named.
struct NoDefault {
    int a;
    __host__ __device__ NoDefault(int x) : a(x * 3) {}
};
union Either {
    NoDefault val;
    int err;
    __host__ __device__ Either(int e, bool) : err(e) {}
    __host__ __device__ Either(int v) : val(v) {}
};
union WithDefault {
    int small = 7;
    long long big;
    __host__ __device__ WithDefault() {}
    __host__ __device__ WithDefault(long long b) : big(b) {}
};

__global__ void run(int *out) {
    Either e(5, true);
    out[0] = e.err;
    Either v(4);
    out[1] = v.val.a;
    WithDefault d;
    out[2] = d.small;
    WithDefault b(1LL << 40);
    out[3] = (int)(b.big >> 40);
}
