// The name before `::` is looked up among namespaces, types and templates
// only ([basic.lookup.qual]p1): a parameter `dir` does not hide the
// enumeration `dir` in `dir::y`, nor a parameter `S` the class `S` in
// `S::v` (HeCBench's d3q19-bgk: "'dir' is not a class, namespace, or
// enumeration").
enum dir { x, x_, y };
struct S { static constexpr int v = 5; };
__device__ int f(int *dir, int S) { return dir[0] + (int)dir::y * 10 + S::v * 100 + S; }
__global__ void run(int *out) { int a[1] = {7}; out[0] = f(a, 3); }
