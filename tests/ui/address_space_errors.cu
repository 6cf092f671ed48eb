// Address-space qualifiers: objects themselves cannot carry one, spaces do
// not convert implicitly, pointers into different spaces do not compare,
// and only CUDA's memory spaces are accepted.
#define G __attribute__((address_space(1)))
struct S { G int x; };
__device__ void f(G int p, G float *q, int *pp) {
    G int loc = 0;
    float *z = q;
    if (q == pp) {}
    __attribute__((address_space(2))) int *w;
    z = (float *)q;
}
G int gv;
__device__ void g(__attribute__((address_space(7))) int *bad) {}
__device__ long h(G float *a, float *b) { return a - b; }
