// Members of different variants of an anonymous union cannot both be
// initialised, nor one member twice; members of one variant can.
struct V {
    union {
        struct { int x, y; };
        struct { int s, t; };
        int whole;
    };
    __device__ V() : x(1), y(2) {}
    __device__ V(int a) : x(a), s(a) {}
    __device__ V(int a, int b) : whole(a), t(b) {}
    __device__ V(int a, int b, int c) : y(a), y(b + c) {}
};
__global__ void k(int *o) { V v(1, 2, 3); o[0] = v.x; }
