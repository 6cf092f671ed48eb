// Thrust's utilities called from host code launch no kernel, and cudac
// follows them to none: `thrust::distance`, `make_tuple`, `get<0>`,
// `make_zip_iterator`, `raw_pointer_cast`; nor do its algorithms on host
// data (`thrust::sort(thrust::host, …)`, `is_sorted` of a `host_vector`:
// the sequential system). Before, each was "could not follow the host
// code of 'thrust'" (a followed call had to reach a kernel; HeCBench's
// minmax, tsne, radixsort2). An algorithm on device data that cudac
// follows to no kernel stays that error: there, no kernel means another
// system's overload was picked than nvcc's. The kernels are nvcc 13.0's:
// the user's and CUB's EmptyKernel.
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv(
// CHECK: .entry _Z5scalePfif(
// CHECK-NOT: .entry
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/execution_policy.h>
#include <thrust/distance.h>
#include <thrust/tuple.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/zip_iterator.h>

__global__ void scale(float *p, int n, float a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= a;
}

long run(thrust::device_vector<float> &v) {
    auto z = thrust::make_zip_iterator(v.begin(), thrust::counting_iterator<long>(0));
    auto t = thrust::make_tuple(2, 0.5f);
    long n = thrust::distance(v.begin(), v.end());
    scale<<<1, 256>>>(thrust::raw_pointer_cast(v.data()), (int)n, thrust::get<1>(t));
    (void)z;
    return n * thrust::get<0>(t);
}

bool host_side(thrust::host_vector<int> &h) {
    thrust::sort(thrust::host, h.begin(), h.end());
    return thrust::is_sorted(h.begin(), h.end());
}
