// Elements of an array of aggregates that a braced list leaves out are
// initialised as from `{}`: their default member initialisers apply, at
// any depth, for device variables (constant-initialised), constexpr
// arrays and locals alike (GCC cpp0x/constexpr-array8). Before, a device
// variable's missing elements were zero and a constexpr array's failed
// its static_assert. (nvcc 13.0 rejects the device variables as dynamic
// initialisation; clang and GCC accept them, as cudac does.)
struct A {
    int i, j;
};
struct X {
    A a = {1, 1};
    int k;
};
__device__ X table[2][2] = {{{}}};
__device__ X row[3] = {{{5, 6}, 7}};
constexpr X ctable[2][2] = {{{}}};
static_assert(ctable[1][1].a.i == 1, "missing element");
static_assert(ctable[0][0].a.j == 1 && ctable[0][0].k == 0, "given as {}");

__global__ void run(int *out) {
    out[0] = table[1][1].a.i * 100 + table[0][0].a.j * 10 + table[1][0].k;
    out[1] = row[0].a.i * 100 + row[0].k * 10 + row[2].a.j;
    X local[3] = {{{3, 4}, 5}};
    out[2] = local[2].a.i + local[1].a.j * 10 + local[0].a.j * 100;
    out[3] = ctable[1][0].a.i;
}
