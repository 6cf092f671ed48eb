// A declaration whose type defines a class declares every declarator
// with that one class: `struct { int nalt; int natom; } paren[100], *p;
// p = paren;` (HeCBench's grep, Russ Cox's regex code). Before, each
// declarator defined a class of its own, so `p = paren` assigned between
// two unnamed classes ("incompatible type") and a named one was a
// "redefinition". A class template instantiated while such a group is
// declared still defines its nested classes once per instance (the first
// attempt gave every `ReduceAgent<…>::impl` the first instance's).
__device__ struct { int q; } g1, *g2;
__device__ struct Named { int q; } h1, *h2;

__device__ int depth(const char *re) {
    struct {
        int nalt;
        int natom;
    } paren[8], *p;
    p = paren;
    for (; *re; re++) {
        if (*re == '(') {
            p->nalt = 1;
            p++;
        } else if (*re == ')' && p > paren) {
            p--;
        }
    }
    return (int)(p - paren);
}

template <class T> struct Agent {
    struct impl {
        T v[3];
    };
    __device__ static int size() { return (int)sizeof(impl); }
};

__global__ void run(int *out) {
    int sa = Agent<char>::size(), sb = Agent<double>::size();
    out[2] = sa * 100 + sb;
    struct Pair { int a, b; } pairs[2] = {{1, 2}, {3, 4}}, *pp = pairs;
    g2 = &g1;
    h2 = &h1;
    g2->q = 5;
    h2->q = 6;
    out[0] = g1.q + h1.q * 10;
    out[1] = depth("((a)(b") + pp[1].b * 10;
}
