// Declarations C++ prefers to expressions ([stmt.ambig], [dcl.ambig.res]):
// `T t();` declares a function (the most vexing parse), `int (x) = 3;`
// and `int (*p) = &x;` have parenthesised declarators, `T(x);` declares
// `x`; a block-scope function declaration names the namespace's
// function. And a constant expression may read a member of a
// `constexpr` call's result (`mk(3).y`).
struct T {
    int v;
    __device__ T() : v(1) {}
};

__device__ int twice(int x) { return 2 * x; }

struct Pt {
    int x, y;
};
constexpr Pt mk(int v) {
    Pt p{v, 2 * v};
    p.x += 1;
    return p;
}
static_assert(mk(3).y == 6 && mk(3).x == 4, "members of a constexpr result");

__global__ void run(int *out) {
    int zero = out[63];
    T t();
    T u{};
    out[0] = u.v;
    int (x) = 3 + zero;
    out[1] = x;
    int (*p) = &x;
    *p = 7;
    out[2] = x;
    int twice(int);
    out[3] = twice(x);
    int(y);
    y = 5;
    out[4] = y;
    constexpr int c = mk(5).y;
    out[5] = c;
}
