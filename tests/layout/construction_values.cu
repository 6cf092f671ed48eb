// Objects whose initialisation runs constructors they do not declare
// themselves: a base's or a member's default constructor runs for `D d;`,
// `D()`, `E{}`, `H h{}`, `H h2;` and aggregate elements not given;
// value-initialisation zeroes the rest first. Each value is folded to a
// constant; cudac's and clang-19's must agree (before: `D()` and `E{}`
// skipped the base's constructor, `H h2;` the member's, giving 0).
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
struct G {
    int k;
    __device__ G() : k(7) {}
};
struct D : G {};
struct E : G {
    int z = 3;
};
struct H {
    G g;
    int w;
};
struct HH {
    H h;
    G arr[2];
    int tail;
};
struct Z : G {
    int extra;
};
__device__ int d_default() { D d; return d.k; }
__device__ int d_value() { return D().k; }
__device__ int e_braced() { E e{}; return e.k * 10 + e.z; }
__device__ int e_temporary() { return E{}.k; }
__device__ int h_braced() { H h{}; return h.g.k * 10 + h.w; }
__device__ int h_value() { return H().g.k; }
__device__ int h_default() { H h2; return h2.g.k; }
__device__ int h_partial() { H h{G(), 5}; return h.g.k * 10 + h.w; }
__device__ int hh_braced() { HH x{}; return x.h.g.k + x.arr[1].k + x.tail; }
__device__ int z_value() { return Z().k * 10 + Z().extra; }
__device__ unsigned long sizes[] = {sizeof(G), sizeof(D), sizeof(E), sizeof(H), sizeof(HH), sizeof(Z)};
