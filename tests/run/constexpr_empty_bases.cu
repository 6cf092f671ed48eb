// Constant evaluation through empty base classes: an empty base holds no
// value, so a constructor that initialises one (`: B()`, `: B{}`), and
// member functions called on it, are constant. Thrust's `thrust::seq` is
// `__device__ constexpr seq_t seq;` whose constructor is
// `seq_t() : sequential::execution_policy<seq_t>() {}`: cudac reported a
// dynamic initialisation, as for any class with a base.

struct empty {
    __host__ __device__ constexpr int one() const { return 1; }
};
template <class D> struct policy : empty {
    __host__ __device__ constexpr int id() const { return 7; }
};
struct plain {};

struct seq_like : policy<seq_like>, plain {
    __host__ __device__ constexpr seq_like() : policy<seq_like>() {}
};
struct counted : empty {
    int x;
    __host__ __device__ constexpr counted(int v) : empty(), x(v + one()) {}
};
struct braced : plain {
    int y;
    __host__ __device__ constexpr braced(int v) : plain{}, y(v * 3) {}
};

__device__ constexpr seq_like seq;
__device__ constexpr counted c4(4);
__constant__ braced b5(5);

static_assert(counted(9).x == 10, "empty base in a constant expression");
static_assert(seq_like().id() == 7, "member of an empty base");

__global__ void run(int *out) {
    out[0] = c4.x;
    out[1] = b5.y;
    out[2] = seq.id() + seq.one();
    constexpr counted local(20);
    out[3] = local.x;
}
