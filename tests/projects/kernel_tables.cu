// Kernels chosen at run time from tables, as benchmark drivers write
// them: a `std::map<std::string, KernelFn>` and a `std::vector<std::pair<…>>`
// built from braced lists of `{"name", kernel<float>}`, a plain array of
// structs, and a lambda stored in a `std::function`. The map's
// initializer-list constructor takes defaulted parameters after the list
// (before, the call was ambiguous to cudac and the kernels named only in
// the list were missing, exit status 0), and its list's elements have a
// destructor (`std::string`).
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>
#include <cuda_runtime.h>

template <typename T> __global__ void scale(T *p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= s;
}
template <typename T> __global__ void shift(T *p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += s;
}
template <typename T> __global__ void clamp(T *p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && p[i] > s)
        p[i] = s;
}
__global__ void square(float *p, float, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= p[i];
}

using KernelFn = void (*)(float *, float, int);
struct Named {
    const char *name;
    KernelFn fn;
};

int main() {
    const int n = 1024;
    float *d = nullptr;
    cudaMalloc(&d, n * sizeof(float));
    std::map<std::string, KernelFn> table = {{"scale", scale<float>}, {"square", square}};
    std::vector<std::pair<std::string, void (*)(double *, double, int)>> doubles = {
        {"shift", shift<double>}, {"clamp", &clamp<double>}};
    Named fixed[] = {{"clamp", clamp<float>}};
    std::vector<std::function<void()>> jobs;
    jobs.push_back([=] { shift<int><<<n / 256, 256>>>((int *)d, 1, n); });
    for (auto &kv : table) {
        kv.second<<<n / 256, 256>>>(d, 2.f, n);
        std::printf("%s\n", kv.first.c_str());
    }
    for (auto &j : jobs)
        j();
    fixed[0].fn<<<n / 256, 256>>>(d, 1.f, n);
    std::printf("%zu double kernels\n", doubles.size());
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
