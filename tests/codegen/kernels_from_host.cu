// Kernels host code asks for are emitted, visible, with nvcc's and
// nvcc's names: one in an anonymous namespace (before: dropped as an
// unused internal function; named `_GLOBAL__N_<id>` after the file and
// `main`, its first external definition, as nvcc does), an explicit instantiation (`.visible`, not
// `.weak`, without -rdc), a kernel template specialised for a lambda
// written in host code (local to `main`, still visible), and kernels host
// code names without launching them (`cudaFuncGetAttributes`,
// `cudaOccupancy…`, `cudaLaunchKernel((void *)k<T>, …)`, through the
// runtime API's declarations in <cuda_runtime.h>).
// ARGS: -ptx --extended-lambda --expt-relaxed-constexpr
// CHECK: .visible .entry _ZN49_GLOBAL__N__
// CHECK: _20_kernels_from_host_cu_main6hiddenEPi(
// CHECK: .visible .entry _Z8instanceIcEvPT_(
// CHECK: .visible .entry _Z5applyIZ4mainEUlfE_EvPfT_(
// CHECK: .visible .entry _Z4attrIdEvPT_(
// CHECK: .visible .entry _Z3occIiEvPT_(
// CHECK: .visible .entry _Z8launchedIfEvPT_(
#include <cuda_runtime.h>
namespace {
__global__ void hidden(int *p) { *p = 1; }
}
template <class T> __global__ void instance(T *p) { *p = T(2); }
template __global__ void instance<char>(char *);
template <class F> __global__ void apply(float *p, F f) { p[threadIdx.x] = f(p[threadIdx.x]); }
template <class T> __global__ void attr(T *p) { *p = T(3); }
template <class T> __global__ void occ(T *p) { *p = T(4); }
template <class T> __global__ void launched(T *p) { *p = T(5); }
int main() {
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    hidden<<<1, 1>>>(nullptr);
    float s = 2.0f;
    apply<<<1, 32>>>(d, [=] __device__(float x) { return x * s; });
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, attr<double>);
    int n = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, occ<int>, 128, 0);
    void *args[] = {&d};
    cudaLaunchKernel((void *)launched<float>, dim3(1), dim3(32), args, 0, 0);
    return 0;
}
