// Linkage with -rdc=true (separate compilation): device functions stay
// external so other translation units can call them, except `static`
// and anonymous-namespace ones (internal); inline ones and template
// specialisations are linkonce_odr, template kernels weak_odr, as clang
// does; `extern` declarations stay declarations; `extern "C"` keeps the
// plain name; kernels, `static` ones included, are external. Names are
// nvcc's: the anonymous namespace is `_GLOBAL__N_<id>` and a `static`
// kernel `__nv_static_<n>_<id>_…`, where the id is the CRC of the file's
// path (left unchecked: it depends on the checkout), its name and its
// first external definition, `pub`.
// ARGS: -rdc=true -O0 --emit=llvm-ir
extern __device__ int ext_fn(int);
__device__ __noinline__ int pub(int x) { return x + 1; }
static __device__ __noinline__ int priv(int x) { return x + 2; }
namespace { __device__ __noinline__ int anon(int x) { return x + 3; } }
extern "C" __device__ __noinline__ int cfn(int x) { return x + 4; }
inline __device__ __noinline__ int inl(int x) { return x + 5; }
template <class T> __device__ __noinline__ T tf(T x) { return x + 6; }
__global__ void k(int *p) { p[0] = ext_fn(1) + pub(1) + priv(1) + anon(1) + cfn(1) + inl(1) + tf(1); }
static __global__ void sk(int *p) { p[0] = 1; }
template <class T> __global__ void tk(T *p) { p[0] = 1; }
template __global__ void tk<float>(float *);
// CHECK: declare i32 @_Z6ext_fni(i32)
// CHECK: define i32 @_Z3pubi(
// CHECK: define internal i32 @_Z4privi(
// CHECK: define internal i32 @_ZN46_GLOBAL__N__
// CHECK: _14_rdc_linkage_cu__Z3pubi4anonEi(
// CHECK: define i32 @cfn(
// CHECK: define linkonce_odr i32 @_Z3inli(
// CHECK: define void @_Z1kPi(
// CHECK: define linkonce_odr i32 @_Z2tfIiET_S0_(
// CHECK: define void @__nv_static_35__
// CHECK: _14_rdc_linkage_cu__Z3pubi__Z2skPi(
// CHECK: define weak_odr void @_Z2tkIfEvPT_(
