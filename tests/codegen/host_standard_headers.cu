// A program written against the real standard library, compiled as nvcc
// compiles it: with the host compiler's libstdc++ and glibc headers
// (`--host-headers`) and Makefile flags. Device code uses <cstdint>'s
// `int64_t`, <climits>' `INT_MAX`, <type_traits>, <limits>' constexpr
// members and <algorithm>'s `std::min`/`std::max` (with
// --expt-relaxed-constexpr, as nvcc requires); host code includes
// <vector> and <chrono> only for itself. `new`/`delete` in device code
// are the device heap's even though <new> declares the host's. The
// kernels are nvcc 13.0's.
// REQUIRES: host-compiler
// ARGS: --host-headers -std=c++17 --expt-relaxed-constexpr -Xcompiler -Wall -arch=sm_80 -ptx
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <new>
#include <type_traits>
#include <utility>

template <class T> __global__ void clamp_scale(T *p, int n, int64_t scale) {
    static_assert(std::is_floating_point<T>::value, "floating point only");
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = std::min(p[i] * scale, std::numeric_limits<T>::max()) + (T)INT_MAX;
}

__global__ void widen(const uint8_t *in, uint32_t *out) {
    uint32_t x = in[threadIdx.x];
    out[threadIdx.x] = std::max(x, 7u) + std::is_same<uint32_t, unsigned>::value;
}

template <class T, class = void> struct has_value_type : std::false_type {};
template <class T>
struct has_value_type<T, std::void_t<typename T::value_type>> : std::true_type {};

__global__ void traits(int *out) {
    out[0] = has_value_type<std::integral_constant<int, 3>>::value * 10 +
             has_value_type<int>::value + std::is_const<const int>::value * 100;
}

struct Node {
    int v;
    __device__ Node(int x) : v(x) {}
};
__global__ void heap(int *o) {
    alignas(Node) char buf[sizeof(Node)];
    Node *n = new (buf) Node(o[0]);
    int *h = new int[4];
    h[0] = n->v;
    o[1] = h[0];
    delete[] h;
}

int main() {
    float *d = nullptr;
    clamp_scale<<<1, 32>>>(d, 10, 3);
    clamp_scale<double><<<1, 32>>>((double *)d, 5, 3);
    printf("%d\n", INT_MAX);
    return 0;
}
// CHECK: .visible .entry _Z5widenPKhPj(
// CHECK: .visible .entry _Z6traitsPi(
// CHECK: 110;
// CHECK: .visible .entry _Z4heapPi(
// CHECK: .visible .entry _Z11clamp_scaleIfEvPT_il(
// CHECK: .visible .entry _Z11clamp_scaleIdEvPT_il(
