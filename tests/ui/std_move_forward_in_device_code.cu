// std::move and std::forward are casts nvcc lets device code call without
// --expt-relaxed-constexpr (HeCBench's moe writes a reduction functor
// `-> decltype(std::forward<T>(t) + std::forward<U>(u))`); other constexpr
// functions of the standard library, std::max or std::as_const, are still
// nvcc's constexpr-host error.
#include <algorithm>
#include <utility>
struct Sum {
    template <typename T, typename U>
    __device__ auto operator()(T &&t, U &&u) const -> decltype(std::forward<T>(t) + std::forward<U>(u)) {
        return std::forward<T>(t) + std::forward<U>(u);
    }
};
__device__ int f(int &&a) { return std::forward<int>(a) + std::move(a); }
__global__ void k(int *p) {
    p[0] = f(3) + Sum()(p[1], 2);
    p[2] = std::max(p[3], 2);
    p[4] = std::as_const(p[5]);
}
