// A reference variable names its referent, and `sizeof`'s operand is
// unevaluated: Thrust's `select_system1_exists<Tag>` declares `static
// Tag& tag;` (never defined) and asks `sizeof(check(select_system(tag)))`.
// cudac typed `tag` as a prvalue of type `Tag&` (overload resolution then
// failed, so Thrust's `reference` could not read a value), and refused a
// host variable named in `sizeof` in device code, which nvcc allows.

struct tag_t {};
struct any_conversion {
    template <class T> __host__ __device__ any_conversion(const T &);
};
typedef char yes;
typedef char (&no)[2];
__host__ __device__ no select(const any_conversion &);
__host__ __device__ yes select(tag_t &);

template <class Tag> struct select_exists {
    static Tag &tag;
    static const bool value = sizeof(select(tag)) == sizeof(yes);
};
struct other {};

struct holder {
    static tag_t &tag;
    static const int size = sizeof(select(tag));
};

int host_counter = 3;

__global__ void run(int *out) {
    out[0] = select_exists<tag_t>::value;
    out[1] = select_exists<other>::value;
    out[2] = holder::size;
    // Host variables in an unevaluated operand of device code.
    out[3] = sizeof(host_counter);
    out[4] = sizeof(select(holder::tag));
}
