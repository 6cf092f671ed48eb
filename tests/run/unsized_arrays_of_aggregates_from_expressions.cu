// The bound of `T a[] = {…}` counts elements as aggregate initialisation
// consumes the items ([dcl.init.aggr]p16): an expression of the element's
// own class (or one derived from it) initialises a whole element; any
// other expression starts a brace-elided element that takes as many items
// as it holds. Before, every item counted as one scalar, so
// `float3 v[] = {make_float3(…), make_float3(…)}` was one element long and
// its second item "excess". The expressions are evaluated once.
struct F3 {
    float x, y, z;
};
__device__ F3 make_f3(float x, float y, float z) {
    F3 r = {x, y, z};
    return r;
}
struct A {
    char a[2];
};
__device__ A foo(int *calls) {
    ++*calls;
    return A{1};
}
struct P {
    F3 p;
    int id;
};
struct Q {
    int x, y;
};
struct D : Q {
    int extra;
};
struct Holder {
    Q q;
};

#define COUNT(a) (int)(sizeof(a) / sizeof((a)[0]))

__global__ void run(int *out) {
    int zero = out[63];
    int calls = 0;
    F3 v[] = {make_f3(1, 2, 3), make_f3(4, 5, 6 + zero), {7, 8, 9}};
    F3 w[] = {1, 2, 3, 4, 5, 6, 7};
    A x[] = {foo(&calls), foo(&calls), {3}};
    P ps[] = {make_f3(1, 2, 3), 1, make_f3(4, 5, 6), 2, {{7, 8, 9}, 3}};
    int m[][2] = {1, 2, 3};
    Q qs[] = {1, 2, Q{3, 4}, {5, 6}, 7};
    D d;
    d.x = 11;
    d.y = 12 + zero;
    d.extra = 13;
    Q sliced[] = {d, d, 14};
    Holder hs[] = {Q{15, 16}, 17, 18, {{19}}};
    char tab[][4] = {"ab", "cde"};
    out[0] = COUNT(v);
    out[1] = COUNT(w);
    out[2] = COUNT(x);
    out[3] = COUNT(ps);
    out[4] = COUNT(m);
    out[5] = COUNT(qs);
    out[6] = COUNT(sliced);
    out[7] = COUNT(hs);
    out[8] = COUNT(tab);
    out[9] = calls;
    out[10] = (int)(v[1].z * 10 + v[2].x);
    out[11] = (int)(w[2].x * 10 + w[1].z);
    out[12] = x[1].a[0] * 10 + x[2].a[0];
    out[13] = (int)ps[1].p.y * 100 + ps[2].id * 10 + ps[0].id;
    out[14] = m[1][0] * 10 + m[1][1];
    out[15] = qs[2].x * 1000 + qs[3].y * 10 + qs[3].x;
    out[16] = sliced[1].y * 100 + sliced[2].x;
    out[17] = hs[1].q.x * 100 + hs[1].q.y;
    out[18] = hs[2].q.x * 100 + hs[2].q.y;
    out[19] = tab[1][2];
}
