// C++ forms device code writes, executed: variable templates (with an
// explicit specialisation, in a namespace, used in `if constexpr`), const
// host scalars read by device code, anonymous unions and structs as
// members (named alone in a member function too), braced lists as call
// arguments and assigned, and `V v(a[i])` as an object.

template <class T> constexpr T pi_v = T(3.25);
template <class T> constexpr bool is_int_v = false;
template <> constexpr bool is_int_v<int> = true;
namespace cfg {
template <class T, int N> constexpr int bytes = N * int(sizeof(T));
}
const float half_f = 0.5f;
const double tenth = 0.125;

struct Tagged {
    int tag;
    union {
        int i;
        float f;
    };
    struct {
        short lo, hi;
    };
    __device__ int sum() const { return tag + lo + hi; }
};

struct P {
    int a, b;
};
__device__ int weigh(const P &p, int k) { return p.a * k + p.b; }
__device__ P swap(P p) { return {p.b, p.a}; }

struct V {
    int v;
    __device__ V(int x) : v(x) {}
};

template <class T> __device__ int describe(T x) {
    if constexpr (is_int_v<T>)
        return 1000 + int(x);
    else
        return int(x * pi_v<T> * 4);
}

__global__ void run(int *out) {
    int zero = out[63];
    out[0] = describe(7 + zero);
    out[1] = describe(2.0f + zero);
    out[2] = describe(1.0 + zero);
    out[3] = cfg::bytes<double, 3> + cfg::bytes<short, 5>;
    out[4] = int(100 * (half_f + tenth)) + zero;

    Tagged t;
    t.tag = 3 + zero;
    t.i = 0;
    t.f = 1.0f;
    out[5] = t.i;
    t.lo = 20;
    t.hi = 400;
    out[6] = t.sum();
    out[7] = int(sizeof(Tagged));

    P p;
    p = {4 + zero, 9};
    out[8] = weigh({5, 6}, 2) + weigh(p, 10);
    P q = swap({1 + zero, 2});
    out[9] = q.a * 10 + q.b;

    int a[3] = {7, 8, 9 + zero};
    V v(a[2]);
    out[10] = v.v;
}
