// A host `constexpr` (or `const`, constant-initialised) object of class or
// array type read in device code reads its value: nvcc folds copies and
// member reads (`f(bool_constant_v<true>)`, as CUB's warp reductions call
// it); cudac gives the device a constant copy, as clang does. Before,
// "identifier 'e' is undefined in device code: 'e' is a host variable".
template <bool V> struct BoolConstant {
    static constexpr bool value = V;
};
template <bool V> inline constexpr auto bool_constant_v = BoolConstant<V>{};
struct Point {
    int x, y;
};
constexpr Point origin{3, 4};
const Point unit = {1, 1};
constexpr int table[4] = {10, 20, 30, 40};
struct Limits {
    static constexpr Point corner{7, 8};
};
__device__ int pick(BoolConstant<true>) { return 1; }
__device__ int pick(BoolConstant<false>) { return 2; }
__device__ int sum(Point p) { return p.x + p.y; }
__global__ void run(int *out) {
    out[0] = pick(bool_constant_v<true>) * 10 + pick(bool_constant_v<false>);
    out[1] = sum(origin);
    out[2] = origin.y;
    out[3] = unit.x + unit.y;
    out[4] = table[2];
    out[5] = Limits::corner.x * 10 + Limits::corner.y;
    Point copy = origin;
    out[6] = copy.x;
}
