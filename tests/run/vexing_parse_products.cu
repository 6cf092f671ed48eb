// `unsigned v(a * b);` declares a variable initialised with `a * b` when
// `a` names a value, though the grammar reads a function declaration
// whose parameter `b` points to type `a`; C++ decides by what `a` is.
// HeCBench's marchingCubes writes `constexpr unsigned int
// gridXLv2(gridXLv1* blockXLv2);` at namespace scope: cudac reported
// "'gridXLv1' does not name a type". A genuine declaration (`a` a type)
// stays a function.

constexpr unsigned int gridXLv1 = 8;
constexpr unsigned int blockXLv2 = 4;
constexpr unsigned int gridXLv2(gridXLv1 * blockXLv2);
enum { scale = 3 };
const int scaled(scale * blockXLv2);

struct node {
    int v;
};
__device__ int first(node *n);
__device__ int first(node *n) { return n->v; }

__global__ void run(int *out) {
    int a = 3, b = 5;
    int c(a * b);
    out[0] = gridXLv2;
    out[1] = scaled;
    out[2] = c;
    node n{7};
    // A block-scope function declaration with a pointer parameter.
    int first(node * p);
    out[3] = first(&n);
}
