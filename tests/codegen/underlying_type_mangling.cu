// `__underlying_type(T)` of a template parameter in a kernel's signature
// is mangled as nvcc 13.0 mangles it, the vendor qualifier `eut` on the
// type closed by `E` (`PU3eutT_E`), and is one substitution candidate
// (`S2_`) (checked against nvcc 13.0's PTX of this file). `decltype(L)`
// of an `auto` value parameter is `DtT_E` until the argument gives it.
// ARGS: -arch=sm_80 --emit=ptx
// CHECK: .entry _Z1kI1QEvPU3eutT_Ei(
// CHECK: .entry _Z2k2I1QEvU3eutT_ES2_(
// CHECK: .entry _Z2k3I1QEvU3eutT_E(
// CHECK: .entry _Z2k4ILm4EEvP2icIDtT_EXT_EE(
enum class Q : short { A };
template <class E> __global__ void k(__underlying_type(E) *p, int x) { *p = x; }
template <class E> __global__ void k2(__underlying_type(E) v, __underlying_type(E) w) {}
template <class E> __global__ void k3(__underlying_type(E) v) {}
template <class T, T V> struct ic {};
template <auto L> __global__ void k4(ic<decltype(L), L> *) {}
void host(short *p) {
    k<Q><<<1, 1>>>(p, 1);
    k2<Q><<<1, 1>>>(1, 2);
    k3<Q><<<1, 1>>>(3);
    k4<4ul><<<1, 1>>>(nullptr);
}
