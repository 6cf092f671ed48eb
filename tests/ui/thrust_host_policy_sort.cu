// ARGS: --host-headers -std=c++17 -I$CUDA_ROOT/include
// A Thrust algorithm dispatched on an execution policy that cudac follows
// to no kernel: with the host policy nvcc emits none either, but the same
// outcome is what a wrongly picked system overload gives for a device
// policy, so it stays an error rather than a compilation that may be
// missing nvcc's kernels.
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/execution_policy.h>

void sort_on_host(thrust::host_vector<int> &v) {
    thrust::sort(thrust::host, v.begin(), v.end());
}
