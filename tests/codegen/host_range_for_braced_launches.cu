// Host templates that launch kernels from inside range-based fors over
// braced lists (the shape of FlashInfer's test drivers: `for (size_t
// heads : {4, 8, 32}) Test<T>(heads)`): every kernel nvcc emits is
// emitted. Before, the loop's body was dropped unread in host code and
// the file compiled with none of them (exit 0). Order as nvcc 13.0's.
// ARGS: --emit=ptx
// CHECK: .entry _Z6decodeIfLi64EEvPT_(
// CHECK: .entry _Z6decodeIfLi128EEvPT_(
// CHECK: .entry _Z5mergeIfEvPT_(
// CHECK: .entry _Z6decodeIdLi64EEvPT_(
// CHECK: .entry _Z6decodeIdLi128EEvPT_(
// CHECK: .entry _Z5mergeIdEvPT_(
#include <cstddef>
#include <initializer_list>

template <class T, int D> __global__ void decode(T *p) { p[threadIdx.x] = D; }
template <class T> __global__ void merge(T *p) { p[0] += p[1]; }

template <class T> void test_one(size_t heads, size_t dim) {
    if (dim == 64)
        decode<T, 64><<<heads, 64>>>(nullptr);
    else
        decode<T, 128><<<heads, 128>>>(nullptr);
}

template <class T> void sweep() {
    for (size_t heads : {4, 8, 32})
        for (size_t dim : {64, 128})
            test_one<T>(heads, dim);
    for (auto n : {1u, 2u})
        merge<T><<<n, 1>>>(nullptr);
}

int main() {
    sweep<float>();
    sweep<double>();
}
