// Kernel templates constrained through a pointer-typed value parameter
// with a null default (`typename enable_if<C>::type * = nullptr`, the
// commonest SFINAE form) and a `tr::nullptr_t` one. Before, the unnamed
// parameter's `*` was dropped (tree-sitter reads it as an error token),
// so the parameter was a `void` and no call matched; a null pointer was
// "not a constant expression" as a template argument. Names are nvcc
// 13.0's: `LPv0E` for the null `void *`, `LDnE` for `nullptr` (clang-19
// writes the dependent parameter type too, `TnP…`, and `LDn0E`).
// ARGS: --emit=ptx -arch=sm_80
// CHECK: .entry _Z1kIfLPv0EEvPT_(
// CHECK: .entry _Z1kIiLi0EEvPT_(
// CHECK: .entry _Z1zIiLDnEEvPT_(
namespace tr {
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_floating_point { static constexpr bool value = false; };
template <> struct is_floating_point<float> { static constexpr bool value = true; };
template <class T> struct is_integral { static constexpr bool value = false; };
template <> struct is_integral<int> { static constexpr bool value = true; };
using nullptr_t = decltype(nullptr);
} // namespace tr
template <class T, typename tr::enable_if<tr::is_floating_point<T>::value>::type * = nullptr>
__global__ void k(T *p) { p[0] = 1; }
template <class T, typename tr::enable_if<tr::is_integral<T>::value, int>::type = 0>
__global__ void k(T *p) { p[0] = 2; }
template <class T, tr::nullptr_t = nullptr>
__global__ void z(T *p) { p[0] = 3; }
template __global__ void k<float>(float *);
template __global__ void k<int>(int *);
template __global__ void z<int>(int *);
