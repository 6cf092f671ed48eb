// Host code as programs write it around Thrust: `try`/`catch` in `main`
// around host templates that throw and launch kernels, `std::cout`, a
// `device_vector` built from a `std::string`'s iterators and
// `thrust::inner_product` over it (wordcount). Every kernel must be
// emitted: before, a `try` statement in host code was dropped unread and
// the kernels launched inside it were missing with exit status 0; the
// string iterators met a constructor template whose out-of-line
// definition lost its default template argument; `inner_product` met
// `make_zip_iterator`'s variadic overload, whose return type was
// instantiated (and failed) for a candidate overload resolution drops;
// Thrust 2.x's `device_reference<const T>::swap`, named only in a
// `noexcept` operand, asked for swap kernels of `const` elements; CUB's
// `alignas(T) char storage[sizeof(T)]` and Thrust's conversion template
// `operator thrust::tuple<Us...>()` after attributes did not parse. With
// CUDA 13.0's CCCL the kernels equal nvcc 13.0's, name for name (clang-19
// rejects CCCL 2.8's Thrust, so this case is no `projects/` one).
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80028DeviceReduceSingleTileKernel
// CHECK: zip_functionI13is_word_start
// CHECK: .entry _ZN3cub17CUB_200802_SM_80018DeviceReduceKernel
// CHECK: .entry _Z5scaleIfEvPT_S0_i(
// CHECK: .entry _Z5scaleIdEvPT_S0_i(
// CHECK: .entry _Z6offsetIdEvPT_S0_i(
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/inner_product.h>

template <class T> __global__ void scale(T *p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= s;
}

template <class T> __global__ void offset(T *p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += s;
}

template <class T> void run_scale(T *p, int n) {
    if (n <= 0)
        throw std::invalid_argument("empty input");
    scale<<<(n + 255) / 256, 256>>>(p, T(2), n);
    if (cudaGetLastError() != cudaSuccess)
        throw std::runtime_error("launch failed");
}

template <class T> void recover(T *p, int n) {
    offset<<<(n + 255) / 256, 256>>>(p, T(1), n);
}

// A word starts where a letter follows a space.
struct is_word_start {
    __host__ __device__ bool operator()(const char &left, const char &right) const {
        return (left == ' ' || left == '\n') && right != ' ' && right != '\n';
    }
};

int count_words(const std::string &text) {
    thrust::device_vector<char> d(text.begin(), text.end());
    return thrust::inner_product(d.begin(), d.end() - 1, d.begin() + 1, 0,
                                 thrust::plus<int>(), is_word_start()) +
           (text[0] != ' ');
}

int main() {
    float *f = nullptr;
    double *g = nullptr;
    cudaMalloc(&f, 64 * sizeof(float));
    cudaMalloc(&g, 64 * sizeof(double));
    try {
        run_scale(f, 64);
        run_scale<double>(g, 0);
    } catch (const std::invalid_argument &e) {
        std::cerr << "skipped: " << e.what() << '\n';
        recover(g, 64);
    } catch (...) {
        std::cerr << "unexpected error\n";
        throw;
    }
    std::cout << "words: " << count_words("the quick brown fox") << std::endl;
    cudaFree(f);
    cudaFree(g);
    return 0;
}
