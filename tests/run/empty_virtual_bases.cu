// Empty virtual bases (policy classes inherited virtually, as allocator
// combinators do): placed at offset 0 where no other empty subobject of
// their type is, so they share the vtable pointer's bytes; members reached
// through them and their addresses match clang's.
struct Small { __device__ int small() const { return 1; } };
struct Large { __device__ int large() const { return 2; } };
template <class S, class L> struct Combined : virtual public S, virtual public L {
    int threshold = 5;
    __device__ int pick(int n) const { return n < threshold ? this->small() : this->large(); }
};
struct X : virtual Small { int x = 3; };
struct Y : X, Combined<Small, Large> { char y = 4; };
__global__ void run(int *out) {
    Combined<Small, Large> c;
    out[0] = c.pick(1) * 10 + c.pick(9);
    Y y;
    out[1] = y.pick(2) + y.x + y.y;
    out[2] = sizeof(Combined<Small, Large>) * 100 + sizeof(X) * 10 + sizeof(Y) / 8;
    const Small *s = &y;
    out[3] = (const char *)s - (const char *)&y;
    const Large *l = &y;
    out[4] = (const char *)l - (const char *)&y;
}
