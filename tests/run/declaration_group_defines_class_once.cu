// A declaration whose type defines a class declares every declarator
// with that one class: `struct { int nalt; int natom; } paren[100], *p;
// p = paren;` (HeCBench's grep, Russ Cox's regex code). Before, each
// declarator defined a class of its own, so `p = paren` assigned between
// two unnamed classes ("incompatible type") and a named one was a
// "redefinition".
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

__global__ void run(int *out) {
    struct Pair { int a, b; } pairs[2] = {{1, 2}, {3, 4}}, *pp = pairs;
    g2 = &g1;
    h2 = &h1;
    g2->q = 5;
    h2->q = 6;
    out[0] = g1.q + h1.q * 10;
    out[1] = depth("((a)(b") + pp[1].b * 10;
}
