// `thrust::minmax_element` and `min_element` on a user's aligned point
// type with a user's comparison, from a host function template (HeCBench's
// minmax). Its reduction runs over a `transform_iterator` of a
// `zip_iterator`, whose plan is chosen by libcu++'s emulated
// `contiguous_iterator` (a failed `decltype(&impl<It>)` left a
// specialisation behind, so the concept was true when asked again) and
// `tuple_size<const tuple<…>>` (a partial specialisation through an alias
// with conditions). Before, "cannot tell which specialization of
// 'operator=='" and no kernel. With CUDA 13.0 the kernel set equals nvcc
// 13.0's (15 kernels); here, CCCL 2.8's: EmptyKernel, then for `int` and
// `long` sizes the minmax reduce, single-tile, drain and tuple agents, then
// the same for `min_element`.
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv(
// CHECK: SA_lEEESU_EEESV_EEPSV_SV_iSD_EEJSW_SX_iSD_EEEvDpT0_(
// CHECK: SW_SX_iN3cub17CUB_200802_SM_80013GridEvenShareIiEENS10_9GridQueueIjEESD_EEEvDpT0_(
// CHECK: DrainAgentIiEEJN3cub17CUB_200802_SM_8009GridQueueIjEEiEEEvDpT0_(
// CHECK: iNS1_9__extrema12arg_minmax_fISB_l7compareIfEEEEEJSE_SE_iSJ_EEEvDpT0_(
// CHECK: SA_lEEESU_EEESV_EEPSV_SV_lSD_EEJSW_SX_lSD_EEEvDpT0_(
// CHECK: lNS1_9__extrema12arg_minmax_fISB_l7compareIfEEEEEJSE_SE_iSJ_EEEvDpT0_(
// CHECK: NS1_9__extrema9arg_min_fISF_l7compareIfEEEEEJSM_SO_iST_EEEvDpT0_(
// CHECK: lNS1_9__extrema9arg_min_fISB_l7compareIfEEEEEJSD_SD_iSI_EEEvDpT0_(
#include <thrust/extrema.h>
#include <thrust/execution_policy.h>
#include <thrust/device_vector.h>
template <typename T>
struct alignas(2 * sizeof(T)) vec_2d { using value_type = T; value_type x; value_type y; };
template <typename T> struct compare {
  __host__ __device__ inline bool operator()(const vec_2d<T>& a, const vec_2d<T>& b) const { return a.x * a.x + a.y * a.y < b.x * b.x + b.y * b.y; }
};
template <typename T>
void eval(thrust::device_vector<vec_2d<T>> &d) {
  auto mm = thrust::minmax_element(thrust::device, d.begin(), d.end(), compare<T>());
  auto lo = thrust::min_element(thrust::device, d.begin(), d.end(), compare<T>());
  (void)mm; (void)lo;
}
template void eval<float>(thrust::device_vector<vec_2d<float>> &);
