// The standard library in device code as nvcc allows it, read from the
// host compiler's own libstdc++ (`--host-headers`): <cmath>'s `std::sqrt`
// and `std::fabs` overloads are CUDA's math functions (libstdc++ writes
// them as `__builtin_sqrtf`); `std::pair` (whose base grants its
// constructors access through a friend class template) and `std::array`
// are usable with --expt-relaxed-constexpr; <type_traits> answers through
// the compiler's intrinsics (`__is_trivially_copyable`,
// `__is_constructible`, `__is_empty`). The host code is what Makefile
// projects write: <vector>, <iostream>, <chrono>, <string>, <map>. Every
// header those include is read; nothing device code does not use is
// compiled. The kernels are nvcc 13.0's.
// REQUIRES: host-compiler
// ARGS: --host-headers -std=c++17 --expt-relaxed-constexpr -arch=sm_80 -ptx
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <limits>
#include <map>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

struct Empty {};
struct Pod {
    int a;
    float b;
};
struct Owner {
    __host__ __device__ Owner(const Owner &) {}
};

static_assert(std::is_trivially_copyable<Pod>::value, "Pod copies bytes");
static_assert(!std::is_trivially_copyable<Owner>::value, "Owner copies by constructor");
static_assert(std::is_empty<Empty>::value && !std::is_empty<Pod>::value, "empty");
static_assert(std::is_constructible<Pod, const Pod &>::value, "copy");
static_assert(!std::is_constructible<int *, float>::value, "no pointer from float");

template <class T> __global__ void norms(const T *x, T *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    std::pair<T, int> p(std::sqrt(std::fabs(x[i])), i);
    std::array<T, 2> a{};
    a[0] = p.first;
    a[1] = static_cast<T>(p.second);
    auto tu = std::make_tuple(i, a[0], 0.5);
    out[i] = std::get<1>(tu) + a[1] + (T)std::abs(-2) + (T)a.size() + (T)std::get<2>(tu);
}

__global__ void limits(long long *out) {
    out[0] = std::numeric_limits<int32_t>::max() * 1000LL + std::numeric_limits<int8_t>::lowest();
}

int main() {
    std::vector<float> h(256, 2.0f);
    std::map<std::string, int> names{{"n", 256}};
    float *d = nullptr;
    auto t0 = std::chrono::steady_clock::now();
    norms<<<1, 256>>>(d, d, names["n"]);
    norms<double><<<1, 256>>>((double *)d, (double *)d, (int)h.size());
    limits<<<1, 1>>>(nullptr);
    auto t1 = std::chrono::steady_clock::now();
    std::cout << std::chrono::duration<double>(t1 - t0).count() << std::endl;
    return 0;
}
// CHECK: .visible .entry _Z6limitsPx(
// CHECK: 2147483646872;
// CHECK: .visible .entry _Z5normsIfEvPKT_PS0_i(
// CHECK: sqrt.rn.f32
// CHECK: .visible .entry _Z5normsIdEvPKT_PS0_i(
// CHECK: sqrt.rn.f64
