// Local constexpr arrays and class objects are constant expressions where
// C++ needs one: static_assert, an array bound, a template argument, a
// case label, a constexpr function's argument; and ordinary objects at run
// time (indexed by a variable). Before, only local scalars were: "static
// assertion expression is not an integral constant expression",
// "variable-length arrays are not supported in device code".
template <int N> __device__ int get() { return N; }
struct P {
    int x, y;
    constexpr int sum() const { return x + y; }
};
constexpr int pick(const int *a, int i) { return a[i] * 10; }

__global__ void run(int *out) {
    constexpr int offs[4] = {0, 1, 3, 7};
    constexpr P pp{2, 5};
    constexpr P arr[2] = {{1, 2}, {3, 4}};
    constexpr int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    static_assert(offs[2] == 3, "element");
    static_assert(pp.y == 5 && arr[1].x == 3, "members");
    static_assert(grid[1][2] == 6, "nested");
    static_assert(pp.sum() == 7, "member function");
    static_assert(pick(offs, 3) == 70, "passed to a constexpr function");
    int buf[offs[3]];
    for (int i = 0; i < offs[3]; ++i)
        buf[i] = i * i;
    out[0] = get<offs[1]>() + get<pp.x>() * 10 + get<arr[1].y>() * 100;
    out[1] = (int)sizeof(buf);
    out[2] = buf[offs[2]];
    int z = out[63];
    for (int i = 0; i < 4; ++i)
        out[3 + i] = offs[i] + z;
    out[7] = arr[z + 1].y + grid[z][2];
    switch (z + 3) {
    case offs[2]:
        out[8] = 1;
        break;
    default:
        out[8] = 2;
    }
}
