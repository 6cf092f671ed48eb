// nvcc settles the unit's id the first time it needs one, with the
// external definitions met so far: a constructor or destructor of a class
// local to a 'static' function needs it (here the implicit constructor of
// `std::vector<Key>`, as ggml's common.cuh has with an unordered_map in a
// static function). No external definition comes before it, so nvcc names
// it after its process id and time, and the names of the anonymous
// namespace and of 'static' functions in kernels' template arguments
// change with every compilation. Later external definitions do not help.
#include <vector>
static int count_keys() {
    struct Key { int device; const void *kernel; };
    std::vector<Key> keys;
    return (int)keys.size();
}
namespace {
__global__ void hidden(int *p) { p[0] = 1; }
}
static __device__ int twice(int x) { return 2 * x; }
template <int (*F)(int)> __global__ void apply(int *p) { p[0] = F(p[0]); }
void launch(int *p) {
    hidden<<<1, 1>>>(p);
    apply<twice><<<1, 1>>>(p);
}
