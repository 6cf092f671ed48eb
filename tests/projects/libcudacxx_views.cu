// libcu++ (CCCL) as a Makefile with `-I$(CUDA_PATH)/include` reads it:
// cuda::std::span over device memory with range-for, cuda::std::optional
// results, tuple-like structured bindings of cuda::std::pair/tuple, and
// the library's concept emulation checked at compile time.
// ARGS: --host-headers -std=c++17 -I$CUDA_ROOT/include
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cuda/std/span>
#include <cuda/std/optional>
#include <cuda/std/tuple>
#include <cuda/std/utility>
#include <cuda/std/iterator>
#include <cuda/std/type_traits>
#include <cuda/std/cstdlib>

#define CHECK(x)                                                                \
    do {                                                                        \
        cudaError_t e = (x);                                                    \
        if (e != cudaSuccess) {                                                 \
            printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, \
                   __LINE__);                                                   \
            exit(1);                                                            \
        }                                                                       \
    } while (0)

static_assert(cuda::std::is_nothrow_destructible<float>::value, "");
static_assert(cuda::std::is_trivially_copyable<cuda::std::pair<int, float>>::value, "");
static_assert(cuda::std::tuple_size<cuda::std::tuple<int, char, double>>::value == 3, "");

__device__ cuda::std::optional<int> firstNegative(cuda::std::span<const int> s) {
    for (int i = 0; i < (int)s.size(); ++i)
        if (s[i] < 0)
            return i;
    return cuda::std::nullopt;
}

__device__ cuda::std::pair<int, long long> sumAbs(cuda::std::span<const int> s) {
    long long total = 0;
    int count = 0;
    for (int v : s) {
        total += cuda::std::llabs((long long)v);
        ++count;
    }
    return {count, total};
}

__global__ void rows(const int *data, int width, int height, int *firstNeg, long long *sums) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= height)
        return;
    cuda::std::span<const int> row(data + r * width, width);
    auto neg = firstNegative(row);
    firstNeg[r] = neg.value_or(-1);
    auto [count, total] = sumAbs(row.subspan(1));
    cuda::std::tuple<int, long long> t{count, total};
    auto &[c2, t2] = t;
    sums[r] = t2 * 100 + c2;
}

int main() {
    const int W = 7, H = 5;
    int h[W * H];
    for (int i = 0; i < W * H; ++i)
        h[i] = (i * 37 % 11) - 4;
    int *d, *fn;
    long long *s;
    CHECK(cudaMalloc(&d, sizeof h));
    CHECK(cudaMalloc(&fn, H * sizeof(int)));
    CHECK(cudaMalloc(&s, H * sizeof(long long)));
    CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    rows<<<1, 32>>>(d, W, H, fn, s);
    CHECK(cudaGetLastError());
    int hf[H];
    long long hs[H];
    CHECK(cudaMemcpy(hf, fn, sizeof hf, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hs, s, sizeof hs, cudaMemcpyDeviceToHost));
    for (int r = 0; r < H; ++r)
        printf("row %d: first negative %d, sums %lld\n", r, hf[r], hs[r]);
    CHECK(cudaFree(d));
    CHECK(cudaFree(fn));
    CHECK(cudaFree(s));
    return 0;
}
