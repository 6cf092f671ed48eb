// Two Thrust uses from HeCBench that were "cudac could not follow the
// host code of 'thrust'" although nvcc emits every kernel they need:
// - `thrust::copy` between a host_vector and a device_vector (mtf):
//   Thrust copies trivially copyable elements across systems with
//   cudaMemcpy and launches nothing, but cudac took the policy its
//   cross-system dispatch passes around for a device algorithm that
//   should have reached a kernel;
// - a host device functor template whose `operator()` calls
//   `thrust::get` (logic-rewrite's balance): instantiated from the host
//   call that passes it, its uses of 'thrust' were recorded as host code
//   whose calls cudac never read.
// The kernels are nvcc 13.0's for this file, name for name with CUDA
// 13.0's CCCL: CUB's EmptyKernel, transform_reduce's reduction kernels
// over the zip iterator and device_vector<char>'s fill.
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv()
// CHECK: .entry _ZN3cub17CUB_200802_SM_80028DeviceReduceSingleTileKernelINS0_6detail6reduce10policy_hubIjjN6thrust23THRUST_200802_SM_800_NS7maximumIjEEE10Policy1000ENS6_12zip_iteratorIN4cuda3std3__45tupleIJPjPiEEEEESH_jS8_ij22getValueFilteredByMaskIjiEEEvT0_T1_T2_T3_T4_T6_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80018DeviceReduceKernelINS0_6detail6reduce10policy_hubIjjN6thrust23THRUST_200802_SM_800_NS7maximumIjEEE10Policy1000ENS6_12zip_iteratorIN4cuda3std3__45tupleIJPjPiEEEEEjS8_j22getValueFilteredByMaskIjiEEEvT0_PT3_T1_NS0_13GridEvenShareISP_EET2_T4_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80028DeviceReduceSingleTileKernelINS0_6detail6reduce10policy_hubIjjN6thrust23THRUST_200802_SM_800_NS7maximumIjEEE10Policy1000EPjPiiS8_ijN4cuda3std3__410__identityEEEvT0_T1_T2_T3_T4_T6_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80028DeviceReduceSingleTileKernelINS0_6detail6reduce10policy_hubIjyN6thrust23THRUST_200802_SM_800_NS7maximumIjEEE10Policy1000ENS6_12zip_iteratorIN4cuda3std3__45tupleIJPjPiEEEEESH_yS8_ij22getValueFilteredByMaskIjiEEEvT0_T1_T2_T3_T4_T6_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80018DeviceReduceKernelINS0_6detail6reduce10policy_hubIjyN6thrust23THRUST_200802_SM_800_NS7maximumIjEEE10Policy1000ENS6_12zip_iteratorIN4cuda3std3__45tupleIJPjPiEEEEEyS8_j22getValueFilteredByMaskIjiEEEvT0_PT3_T1_NS0_13GridEvenShareISP_EET2_T4_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80028DeviceReduceSingleTileKernelINS0_6detail6reduce10policy_hubIjyN6thrust23THRUST_200802_SM_800_NS7maximumIjEEE10Policy1000EPjPiiS8_ijN4cuda3std3__410__identityEEEvT0_T1_T2_T3_T4_T6_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail8for_each13static_kernelINS2_12policy_hub_t12policy_350_tEmN6thrust23THRUST_200802_SM_800_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIcEEcEEEEvT0_T1_(
// CHECK-NOT: .entry
#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/transform_reduce.h>
#include <thrust/tuple.h>
#include <vector>

template <typename ValueT, typename MaskT>
struct getValueFilteredByMask {
    const MaskT maskTrue;
    getValueFilteredByMask() : maskTrue(1) {}
    getValueFilteredByMask(MaskT m) : maskTrue(m) {}
    __host__ __device__ ValueT operator()(const thrust::tuple<ValueT, MaskT> &e) const {
        return thrust::get<1>(e) == maskTrue ? thrust::get<0>(e) : 0;
    }
};

int max_masked(unsigned *v, int *m, int n) {
    return thrust::transform_reduce(
        thrust::device,
        thrust::make_zip_iterator(thrust::make_tuple(v, m)),
        thrust::make_zip_iterator(thrust::make_tuple(v + n, m + n)),
        getValueFilteredByMask<unsigned, int>(1), 0, thrust::maximum<unsigned>());
}

thrust::host_vector<char> shuffle(const std::vector<char> &word) {
    thrust::host_vector<char> h(256);
    thrust::device_vector<char> d(256);
    thrust::device_vector<char> w(word);
    thrust::copy(h.begin(), h.end(), d.begin());
    thrust::copy(d.begin(), d.begin() + 3, h.begin() + 1);
    h = w;
    return h;
}
