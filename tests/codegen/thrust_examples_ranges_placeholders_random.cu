// Thrust's own examples as a new user compiles them (CCCL's
// thrust/examples): a host function's `static` random engine (its
// constructor runs on the host: it was taken for a device variable's
// dynamic initialisation), a placeholder expression `2.0f * _1 + _2` in
// `thrust::transform` (its `operator()`'s trailing return type names its
// parameter pack `ts`, and was resolved inside the lambda of CUB's
// transform kernel as if `ts` were a capture: "use of undeclared
// identifier"), a strided range (`transform_iterator::operator=` calls
// `super_t::operator=(other)`, the base's implicit copy assignment),
// `device_malloc`/`device_free` (Thrust's CUDA system allocates and
// launches nothing), and `cuda::std::tuple(a, b)`, a class template
// deduced in a functional cast, where one of the tuple's deduction guides
// deduces but is not viable. Each was "cudac could not follow the host
// code of 'thrust'". The kernels equal nvcc 13.0's with the same CCCL,
// name for name (all 15).
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv(
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail8for_each13static_kernelINS2_12policy_hub_t12policy_350_tEmN6thrust23THRUST_200802_SM_800_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIfEEfEEEEvT0_T1_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail9transform16transform_kernelINS2_10policy_hubILb1EN4cuda3std3__45tupleIJN6thrust23THRUST_200802_SM_800_NS6detail15normal_iteratorINSA_10device_ptrIfEEEESF_EEEE10policy1000EiNSB_10functional5actorINSJ_9compositeIJNSJ_16operator_adaptorINSA_4plusIvEEEENSK_INSL_IJNSM_INSA_10multipliesIvEEEENSK_INSJ_5valueIfEEEENSK_INSJ_8argumentILj0EEEEEEEEEENSK_INSW_ILj1EEEEEEEEEESF_JPfS15_EEEvT0_iT1_T2_DpNS2_10kernel_argIT3_EE(
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail9transform16transform_kernelINS2_10policy_hubILb1EN4cuda3std3__45tupleIJN6thrust23THRUST_200802_SM_800_NS6detail15normal_iteratorINSA_10device_ptrIfEEEESF_EEEE10policy1000ElNSB_10functional5actorINSJ_9compositeIJNSJ_16operator_adaptorINSA_4plusIvEEEENSK_INSL_IJNSM_INSA_10multipliesIvEEEENSK_INSJ_5valueIfEEEENSK_INSJ_8argumentILj0EEEEEEEEEENSK_INSW_ILj1EEEEEEEEEESF_JPfS15_EEEvT0_iT1_T2_DpNS2_10kernel_argIT3_EE(
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail8for_each13static_kernelINS2_12policy_hub_t12policy_350_tEmN6thrust23THRUST_200802_SM_800_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIiEEiEEEEvT0_T1_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80018DeviceReduceKernelINS0_6detail6reduce10policy_hubIijN6thrust23THRUST_200802_SM_800_NS4plusIiEEE10Policy1000ENS6_20permutation_iteratorINS6_6detail15normal_iteratorINS6_10device_ptrIiEEEENS6_18transform_iteratorIN13strided_rangeISG_E14stride_functorENS6_17counting_iteratorIlNS6_11use_defaultESM_SM_EESM_SM_EEEEjS8_iN4cuda3std3__410__identityEEEvT0_PT3_T1_NS0_13GridEvenShareISX_EET2_T4_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80028DeviceReduceSingleTileKernelINS0_6detail6reduce10policy_hubIijN6thrust23THRUST_200802_SM_800_NS4plusIiEEE10Policy1000EPiSB_iS8_iiN4cuda3std3__410__identityEEEvT0_T1_T2_T3_T4_T6_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_80018DeviceReduceKernelINS0_6detail6reduce10policy_hubIiyN6thrust23THRUST_200802_SM_800_NS4plusIiEEE10Policy1000ENS6_12zip_iteratorIN4cuda3std3__45tupleIJNS6_17counting_iteratorIiNS6_11use_defaultESH_SH_EENS6_6detail15normal_iteratorINS6_10device_ptrIiEEEEEEEEEyS8_i12first_if_oddEEvT0_PT3_T1_NS0_13GridEvenShareISU_EET2_T4_(
#include <thrust/device_free.h>
#include <thrust/device_malloc.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/random.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>

float draw() {
    static thrust::default_random_engine rng;
    static thrust::uniform_real_distribution<float> u01(0.0f, 1.0f);
    return u01(rng);
}

template <typename It>
struct strided_range {
    using difference_type = typename thrust::iterator_difference<It>::type;
    struct stride_functor {
        difference_type stride;
        stride_functor(difference_type s) : stride(s) {}
        __host__ __device__ difference_type operator()(const difference_type &i) const { return stride * i; }
    };
    using CountingIterator = thrust::counting_iterator<difference_type>;
    using TransformIterator = thrust::transform_iterator<stride_functor, CountingIterator>;
    using PermutationIterator = thrust::permutation_iterator<It, TransformIterator>;
    strided_range(It first, It last, difference_type stride) : first(first), last(last), stride(stride) {}
    PermutationIterator begin() const {
        return PermutationIterator(first, TransformIterator(CountingIterator(0), stride_functor(stride)));
    }
    PermutationIterator end() const { return begin() + ((last - first) + (stride - 1)) / stride; }
    It first, last;
    difference_type stride;
};

struct first_if_odd {
    __host__ __device__ int operator()(const cuda::std::tuple<int, int> &t) const {
        return cuda::std::get<0>(t) % 2 ? cuda::std::get<1>(t) : 0;
    }
};

int main() {
    using namespace thrust::placeholders;
    thrust::device_vector<float> x(4, draw()), y(4, 1.0f);
    thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), 2.0f * _1 + _2);
    thrust::device_vector<int> d(8, 3);
    strided_range<thrust::device_vector<int>::iterator> evens(d.begin(), d.end(), 2);
    int s = thrust::reduce(evens.begin(), evens.end());
    thrust::device_ptr<int> p = thrust::device_malloc<int>(10);
    thrust::device_free(p);
    auto z = thrust::make_zip_iterator(cuda::std::tuple(thrust::counting_iterator<int>(0), d.begin()));
    int t = thrust::transform_reduce(z, z + 8, first_if_odd(), 0, thrust::plus<int>());
    return s + t;
}
