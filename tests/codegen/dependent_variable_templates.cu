// A variable template with dependent arguments in a kernel's signature
// (`enable_if_t<is_int_v<T>, int>`) is mangled as nvcc 13.0 mangles it:
// the variable template as an external name without its arguments
// (`L_Z8is_int_vE`, `L_ZN1n2v2EE`), where clang-19 writes the name as
// written (`X8is_int_vIS0_EE`). Host code built by nvcc finds the kernels
// under these names (checked against nvcc 13.0's PTX of this file).
// ARGS: -arch=sm_80 --emit=ptx
// CHECK: .entry _Z2k1IiEvPT_N9enable_ifIL_Z8is_int_vEiE4typeE(
// CHECK: .entry _Z2k2IiEvPT_N9enable_ifIL_ZN1n2v2EEiE4typeE(
// CHECK: .entry _Z2k3IiEvPT_N9enable_ifIXoontL_ZN1n2v2EEsr6is_intIS0_EE5valueEiE4typeE(
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_int { static constexpr bool value = true; };
template <class T> inline constexpr bool is_int_v = is_int<T>::value;
namespace n { template <class T> inline constexpr bool v2 = true; }
template <class T> __global__ void k1(T *o, enable_if_t<is_int_v<T>, int> x) { *o = x; }
template <class T> __global__ void k2(T *o, typename enable_if<::n::v2<T>, int>::type x) { *o = x; }
template <class T> __global__ void k3(T *o, enable_if_t<!n::v2<T> || is_int<T>::value, int> x) { *o = x; }
void host(int *p) {
    k1<<<1, 1>>>(p, 1);
    k2<<<1, 1>>>(p, 2);
    k3<<<1, 1>>>(p, 3);
}
