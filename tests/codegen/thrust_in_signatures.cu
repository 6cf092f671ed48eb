// Host helpers as projects split them over files (HeCBench's tsne): a
// function template declared in a namespace and defined outside it
// (`template <class T> void tsne::utils::Broadcast(…) {…}`), explicitly
// instantiated through the same qualifier, with `thrust::device_vector`
// in the signatures of plain and template functions. Before, the
// qualified definition was "not supported yet", its explicit
// instantiation found no template, and naming `thrust::` in a signature
// counted as host code running Thrust (so every such function was "could
// not follow the host code of 'thrust'"). The kernels are nvcc 13.0's:
// the user's three and the one a `device_vector` constructor launches.
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv(
// CHECK: .entry _ZN4tsne5utils5scaleIN6thrust
// CHECK: multipliesIfEEfEEvPT0_iT_S6_(
// CHECK: .entry _ZN4tsne5utils5scaleIN6thrust
// CHECK: plusIiEEiEEvPT0_iT_S6_(
// CHECK: .entry _ZN4tsne5utils5twiceIfLi2EEEvPT_(
// CHECK: __uninitialized_fill7functorINS7_10device_ptrIfEEfEE
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <iostream>

namespace tsne {
namespace utils {
template <typename Op, typename T>
__global__ void scale(T *p, int n, Op op, T a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = op(p[i], a);
}
template <typename Op, typename T>
void Broadcast(thrust::device_vector<T> &v, Op op, T a);
template <typename T, int N>
__global__ void twice(T *p);
}  // namespace utils
}  // namespace tsne

template <typename Op, typename T>
void tsne::utils::Broadcast(thrust::device_vector<T> &v, Op op, T a) {
    int n = static_cast<int>(v.size());
    scale<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(v.data()), n, op, a);
}

template <typename T, int N>
__global__ void tsne::utils::twice(T *p) { p[threadIdx.x] *= N; }

template void tsne::utils::Broadcast<thrust::multiplies<float>, float>(
    thrust::device_vector<float> &, thrust::multiplies<float>, float);
template void tsne::utils::Broadcast<thrust::plus<int>, int>(
    thrust::device_vector<int> &, thrust::plus<int>, int);
template __global__ void tsne::utils::twice<float, 2>(float *);

void show(const thrust::device_vector<float> &v, int n) {
    for (int i = 0; i < n; i++) std::cout << v[i] << " ";
    std::cout << std::endl;
}

int main() {
    thrust::device_vector<float> v(4);
    show(v, 4);
}
