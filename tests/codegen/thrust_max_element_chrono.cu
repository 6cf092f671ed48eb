// `thrust::max_element` timed with `std::chrono` in a host function, as
// HeCBench's tsne and sa write it. Its reduction goes through libcu++'s
// tuple machinery (`__make_tuple_types_flat<_Tuple<_Types...>, …>`, a
// partial specialisation on a template template parameter, and the alias
// `__apply_quals _CCCL_NODEBUG_ALIAS`), assigns
// `tuple_of_iterator_references` to a `tuple`, and casts Thrust's
// `cuda_optional<int>` with `operator T const &()`; `duration<double,
// milli>(b - a)` substitutes a private member in a default template
// argument. Each failed before ("could not follow the host code of
// 'thrust'", "cannot tell which specialization … 'duration'"). The
// kernel set equals nvcc 13.0's for CCCL 3.0 (nine kernels: EmptyKernel,
// and for `int` and `long` sizes two zip-iterator reduce agents, a drain
// agent and a tuple reduce agent).
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv(
// CHECK: ReduceAgentINS0_12zip_iterator
// CHECK: SL_iNS1_9__extrema9arg_max_fIflNS0_4lessIfE
// CHECK: ReduceAgentINS0_12zip_iterator
// CHECK: SL_iNS1_9__extrema9arg_max_fIflNS0_4lessIfE
// CHECK: DrainAgentIiEEJN3cub17CUB_200802_SM_8009GridQueueIjEEiEEEvDpT0_(
// CHECK: ReduceAgentIPN4cuda3std3__45tupleIJflEEESB_SA_iNS1_9__extrema9arg_max_fIflNS0_4lessIfEEEEEEJSB_SB_iSG_EEEvDpT0_(
// CHECK: SL_lNS1_9__extrema9arg_max_fIflNS0_4lessIfE
// CHECK: SL_lNS1_9__extrema9arg_max_fIflNS0_4lessIfE
// CHECK: DrainAgentIlEEJN3cub17CUB_200802_SM_8009GridQueueIyEElEEEvDpT0_(
// CHECK: ReduceAgentIPN4cuda3std3__45tupleIJflEEESB_SA_lNS1_9__extrema9arg_max_fIflNS0_4lessIfEEEEEEJSB_SB_iSG_EEEvDpT0_(
// CHECK-NOT: .entry
#include <thrust/device_vector.h>
#include <thrust/extrema.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
float run(thrust::device_vector<float>& v) {
  auto a = std::chrono::steady_clock::now();
  float m = *thrust::max_element(v.begin(), v.end());
  auto b = std::chrono::steady_clock::now();
  double ms = std::chrono::duration<double, std::milli>(b - a).count();
  std::chrono::duration<float> d = b - a;
  printf("%f %f\n", ms, d.count());
  return m;
}
