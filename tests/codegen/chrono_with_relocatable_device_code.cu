// Timing with <chrono> under -rdc=true (HeCBench's merkle, and five
// cuda-samples built with CUDA_SEPARABLE_COMPILATION). `system_clock`
// checks `static_assert(duration::min() < duration::zero())`, whose
// bodies construct a `nanoseconds` from its `rep` through libstdc++'s
// `template <class _Rep2, class = _Require<…>> duration(const _Rep2&)`.
// Under -rdc cudac warned that this specialisation's symbol might differ
// from nvcc's, and the warning, raised while the candidate was tried,
// lost it: "no matching function for call to 'std::chrono::duration<long,
// std::ratio<1, 1000000000>>'". Only a user's device function can be
// linked against; the host's headers define none.
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -rdc=true
// CHECK: .entry _Z4workPfi(
// CHECK-NOT: .entry
#include <chrono>
#include <cstdint>
#include <cstdio>

__global__ void work(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= 2.0f;
}

int main() {
    float *x = nullptr;
    cudaMalloc(&x, 1024 * sizeof(float));
    auto start_time = std::chrono::high_resolution_clock::now();
    work<<<4, 256>>>(x, 1024);
    cudaDeviceSynchronize();
    auto end_time = std::chrono::high_resolution_clock::now();
    uint64_t ts =
        std::chrono::duration_cast<std::chrono::nanoseconds>(end_time - start_time).count();
    printf("%lu ns\n", (unsigned long)ts);
    cudaFree(x);
    return 0;
}
