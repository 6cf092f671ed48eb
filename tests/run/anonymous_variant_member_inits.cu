// Constructors initialising several members of one variant of an
// anonymous union of anonymous structs (gdt's vec_t: `union { struct { T
// x, y, z; }; struct { T r, s, t; }; }` with `: x(a), y(b), z(c)`), in
// the order the members are declared whatever the order written; GNU
// attributes after a variable's declarator (moved or dropped before
// parsing) and a memory space after a class body (`struct {…} __device__
// v;`) as nvcc reads them.
template <class T> struct Vec3 {
    __device__ Vec3(T a, T b, T c) : z(c), x(a), y(b) {}
    __device__ explicit Vec3(T a) : r(a), s(a + 1) {}
    union {
        struct { T x, y, z; };
        struct { T r, s, t; };
    };
};

struct Tagged {
    int tag;
    union {
        struct { short lo, hi; };
        int whole;
    };
    __device__ Tagged(short l, short h) : tag(1), lo(l), hi(h) {}
    __device__ explicit Tagged(int w) : tag(2), whole(w) {}
};

__device__ int order_log[8];
__device__ int order_pos;
__device__ int note(int v) { order_log[order_pos++] = v; return v; }
struct Ordered {
    union { struct { int a, b; }; long long both; };
    __device__ Ordered() : b(note(2)), a(note(1)) {}
};

constexpr struct One {
    __device__ operator int() const { return 1; }
} __device__ one __attribute__((unused));
struct Pair { int a, b; } __device__ shared_pair;
__device__ int counter __attribute__((aligned(16)));
__device__ int table[4] __attribute__((aligned(32))) = {5, 6, 7, 8};

__global__ void run(int *out) {
    int z = out[63];
    Vec3<int> v(1 + z, 2, 3);
    out[0] = v.x * 100 + v.y * 10 + v.z;
    out[1] = v.r + v.s + v.t;
    Vec3<float> w(4.0f + z);
    out[2] = int(w.x * 10 + w.y);
    Tagged t((short)(7 + z), (short)9);
    out[3] = t.tag * 1000 + t.lo * 10 + t.hi;
    Tagged u(0x00030004 + z);
    out[4] = u.tag * 1000 + u.lo + u.hi * 10;
    order_pos = 0;
    Ordered o;
    out[5] = order_log[0] * 10 + order_log[1];
    out[6] = o.a + o.b;
    shared_pair.a = 3 + z;
    shared_pair.b = 4;
    counter = one + 10;
    out[7] = shared_pair.a * shared_pair.b + counter + table[2];
    out[8] = int(reinterpret_cast<unsigned long long>(&counter) % 16) +
             int(reinterpret_cast<unsigned long long>(table) % 32);
    int local __attribute__((unused)) = 5;
    int *lp __attribute__((unused)), lq __attribute__((unused));
    lp = &local;
    lq = *lp;
    out[9] = lq;
}
