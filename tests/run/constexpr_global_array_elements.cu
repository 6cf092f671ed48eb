// Elements of a namespace-scope constexpr array, and members of its
// elements, are constant expressions: array bounds in a class template
// (HeCBench's axpby sizes its kernel argument's arrays by
// `depth_to_max_tensors[n - 1]`), template arguments, static_assert, and
// constexpr functions indexing them. Before, subscripting such an array
// (a pointer moved into a global the evaluator had not read yet) was no
// constant: "variable-length arrays are not supported in device code".
// (`pick` is a constexpr host function: device code may call it, even in
// a template argument, only under --expt-relaxed-constexpr, as in nvcc.)
// ARGS: --expt-relaxed-constexpr
constexpr int depth_to_max[6] = {110, 64, 48, 36, 30, 24};
struct Pt {
    int x, y;
};
constexpr Pt pts[2] = {{1, 2}, {3, 4}};
template <int n> struct Meta {
    int sizes[depth_to_max[n - 1]];
    unsigned char flags[pts[1].y];
};
static_assert(depth_to_max[2] == 48, "element");
static_assert(pts[1].x == 3, "member of an element");
static_assert(*(depth_to_max + 5) == 24, "pointer arithmetic");
template <int N> __device__ int get() { return N; }
constexpr int pick(int i) { return depth_to_max[i] + *(depth_to_max + i + 1); }
__global__ void run(int *out) {
    out[0] = (int)sizeof(Meta<3>);
    out[1] = (int)sizeof(Meta<6>);
    out[2] = get<depth_to_max[4]>();
    out[3] = get<pick(1)>();
    out[4] = get<pts[0].y * 10 + pts[1].x>();
}
