// Thrust as programs use it around the algorithms: a call inside a host
// lambda (`std::async([=] { return thrust::reduce(…); })`), an execution
// policy on a stream (`thrust::cuda::par.on(s)`, which launches nothing
// itself), and a copy from a `device_vector` to a `host_vector` (whose
// `const_iterator` comes from the `iterator` through `device_ptr<T>` to
// `device_ptr<const T>`, a converting constructor template). Before,
// each was "cudac could not follow the host code of 'thrust'": a
// lambda's calls were not recorded, a callee whose body names no kernel
// was taken for one cudac did not read, and the conversion was tried
// with user-defined conversions switched off inside a converting
// constructor's definition. With CUDA 13.0's CCCL the kernels equal
// nvcc 13.0's, name for name.
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv(
// CHECK: __uninitialized_fill7functorINS7_10device_ptrIiEEiEE
// CHECK: DeviceReduceKernel
// CHECK: __uninitialized_fill7functorINS7_10device_ptrI5PointEESC_EE
// CHECK-NOT: device_ptrIK5Point
#include <future>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>

struct Point {
    float x, y;
};

int main() {
    cudaStream_t s;
    cudaStreamCreate(&s);
    thrust::device_vector<int> d(1000, 1);
    auto policy = thrust::cuda::par.on(s);
    int a = thrust::reduce(policy, d.begin(), d.end(), 0);
    auto b = d.begin();
    auto e = d.end();
    std::future<int> later = std::async(std::launch::async, [=] {
        return thrust::reduce(b, e, 1);
    });
    thrust::device_vector<Point> dp(16);
    thrust::host_vector<Point> hp(16);
    hp = dp;
    return a + later.get() + (int)hp[0].x;
}
