// A function named as a kernel's template argument is mangled inside the
// kernel's name, sharing its substitutions (`S1_` below counts `k` and
// `op_t`'s own candidates), as nvcc and clang write it: a function
// template's specialisation (`op_t<float>`), a member's (`S::st<float>`),
// and a namespace's. A function with internal linkage is nested in nvcc's
// `_INTERNAL<module id>` namespace (whose id holds the file's path, not
// checked here), which counts as a substitution too (`S0_` in `k2`).
// Checked against nvcc 13.0 on this file.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1kIXadL_Z4op_tIfET_S1_S1_EEEvPf(
// CHECK: .entry _Z1kIXadL_ZN2ns4op_uIfEET_S2_S2_EEEvPf(
// CHECK: .entry _Z1kIXadL_ZN1S2smEffEEEvPf(
// CHECK: .entry _Z1kIXadL_ZN1S2stIfEET_S2_S2_EEEvPf(
// CHECK: .entry _Z1kIXadL_ZN77_INTERNAL_
// CHECK: _47_function_template_arguments_mangled_in_place_cu__Z3extv6op_addEffEEEvPf(
// CHECK: .entry _Z1kIXadL_ZN77_INTERNAL_
// CHECK: _47_function_template_arguments_mangled_in_place_cu__Z3extv4op_wIfEET_S2_S2_EEEvPf(
// CHECK: .entry _Z2k2IXadL_ZN77_INTERNAL_
// CHECK: _47_function_template_arguments_mangled_in_place_cu__Z3extv6op_addEffEEXadL_ZNS0_2ns79_GLOBAL__N__
// CHECK: _47_function_template_arguments_mangled_in_place_cu__Z3extv4op_aEffEEEvPf(
template <class T> __device__ T op_t(T a, T b) { return a + b; }
namespace ns { template <class T> __device__ T op_u(T a, T b) { return a - b; } }
struct S {
    static __device__ float sm(float a, float b) { return a; }
    template <class T> static __device__ T st(T a, T b) { return b; }
};
static __device__ float op_add(float a, float b) { return a + b; }
template <class T> static __device__ T op_w(T a, T b) { return a * b; }
namespace ns { namespace { __device__ float op_a(float a, float b) { return a; } } }
template <float (*F)(float, float)> __global__ void k(float *p) { p[0] = F(p[1], p[2]); }
template <float (*F)(float, float), float (*G)(float, float)>
__global__ void k2(float *p) { p[0] = F(p[1], p[2]) + G(p[0], p[1]); }
void ext() {}
void launch(float *p) {
    k<op_t<float>><<<1, 1>>>(p);
    k<ns::op_u<float>><<<1, 1>>>(p);
    k<S::sm><<<1, 1>>>(p);
    k<S::st<float>><<<1, 1>>>(p);
    k<op_add><<<1, 1>>>(p);
    k<op_w<float>><<<1, 1>>>(p);
    k2<op_add, ns::op_a><<<1, 1>>>(p);
}
