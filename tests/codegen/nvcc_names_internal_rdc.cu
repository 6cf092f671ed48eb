// Under -rdc=true nvcc renames what has internal linkage after the
// translation unit, so that files linked together keep theirs apart; host
// code (nvcc's stubs register kernels and variables by name) finds them
// only under those names. The unit's id is `_<crc32 of the file's real
// path>_<length of its name>_<name with '.' as '_'>_<tag>`, the tag being
// the first external definition of the unit, here `launch_all` (after the
// kernels): longer than 8 bytes, so its symbol's CRC-32 (`_Z10launch_allPi`
// → 4ba2f60b). The path's CRC depends on the checkout and is not checked.
// - `static` kernels, those of a `static` kernel template and those in an
//   anonymous namespace: `__nv_static_<len>_<id>_<symbol>`;
// - the anonymous namespace itself: `_GLOBAL__N_<id>`, also inside a
//   template argument (a kernel template for a type local to the file);
// - internal variables: `__nv_static_…`, and inside a namespace also an
//   outer namespace `_INTERNAL<id>`;
// - what has external linkage keeps its name.
// Checked against nvcc 13.0 on this file.
// ARGS: -rdc=true -ptx -arch=sm_80
// CHECK: .global .align 4 .u32 __nv_static_48__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e3_counter;
// CHECK: .global .align 4 .u32 __nv_static_48__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e3__ZN57_INTERNAL_
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e32ns5limitE;
// CHECK: .visible .global .align 4 .u32 _ZN2ns6sharedE;
// CHECK: .entry __nv_static_48__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e3__ZN59_GLOBAL__N__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e36hiddenEPi(
// CHECK: .entry __nv_static_48__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e3__Z4stepPi(
// CHECK: .visible .entry _Z7exposedPi(
// CHECK: .entry __nv_static_48__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e3__Z5twiceIfEvPT_(
// CHECK: .entry __nv_static_48__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e3__Z4fillIN59_GLOBAL__N__
// CHECK: _26_nvcc_names_internal_rdc_cu_2a0e46e34CellEEvPT_(

static __device__ int counter;
namespace ns {
static __device__ int limit;
__device__ int shared;
}  // namespace ns
namespace {
struct Cell { int v; };
__global__ void hidden(int *p) { p[0] = ns::limit; }
}  // namespace

static __global__ void step(int *p) { p[0] = counter + ns::shared; }
__global__ void exposed(int *p) { p[0] = 1; }
template <class T> static __global__ void twice(T *p) { p[0] *= 2; }
template <class T> __global__ void fill(T *p) { p[0] = T{}; }

void launch_all(int *p) {
    step<<<1, 1>>>(p);
    hidden<<<1, 1>>>(p);
    exposed<<<1, 1>>>(p);
    twice<<<1, 1>>>((float *)p);
    fill<<<1, 1>>>((Cell *)p);
}
