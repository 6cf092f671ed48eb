// Enumerators and named constants in a value-dependent signature
// (`enable_if<(O == MO::acq)>`, CUB's `ScanTileState::StoreStatus`): an
// enumerator is a literal of its enumeration (`LS0_1E`), a constant its
// value, as nvcc writes it (`Li4E`; clang writes `L_ZN2ns1KEE`). Before,
// both were dropped, so overloads that differ only there were one
// function ("redefinition of 'St'"), which took Thrust's scan, and every
// device_vector construction, with it. Names checked against nvcc 13.0.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1h1SIiE(
// CHECK: .entry _Z2StIL2MO1EEN9enable_ifIXeqT_LS0_1EEvE4typeEPi(
// CHECK: .entry _Z3St2IL2E21EEN9enable_ifIXeqT_LS0_1EEvE4typeEPi(
// CHECK: .entry _Z3St3ILi1EEN9enable_ifIXeqT_LN2ns2E3E1EEvE4typeEPi(
// CHECK: .entry _Z3St4ILi4EEN9enable_ifIXeqT_Li4EEvE4typeEPi(
// CHECK: .entry _Z3St5ILi2EEN9enable_ifIXeqT_Li2EEvE4typeEPi(
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
enum class MO { relaxed, acq };
enum E2 { A, B };
namespace ns {
enum E3 { C, D };
constexpr int K = 4;
struct Q { static constexpr int V = 2; };
}
template <MO O> __global__ typename enable_if<(O == MO::relaxed), void>::type St(int *p) { *p = 0; }
template <MO O> __global__ typename enable_if<(O == MO::acq), void>::type St(int *p) { *p = 1; }
template <E2 O> __global__ typename enable_if<(O == A), void>::type St2(int *p) { *p = 0; }
template <E2 O> __global__ typename enable_if<(O == B), void>::type St2(int *p) { *p = 1; }
template <int O> __global__ typename enable_if<(O == ns::D), void>::type St3(int *p) { *p = 1; }
template <int O> __global__ typename enable_if<(O == ns::K), void>::type St4(int *p) { *p = 1; }
template <int O> __global__ typename enable_if<(O == ns::Q::V), void>::type St5(int *p) { *p = 1; }
// Member templates of a class template, as CUB declares them.
template <class T> struct S {
    T *p;
    template <MO O> __device__ typename enable_if<(O == MO::relaxed), void>::type store(T a) { *p = a; }
    template <MO O> __device__ typename enable_if<(O == MO::acq), void>::type store(T a) { *p = a + 1; }
};
__global__ void h(S<int> s) {
    s.store<MO::relaxed>(1);
    s.store<MO::acq>(2);
}
void launch(int *p) {
    St<MO::acq><<<1, 1>>>(p);
    St2<B><<<1, 1>>>(p);
    St3<1><<<1, 1>>>(p);
    St4<4><<<1, 1>>>(p);
    St5<2><<<1, 1>>>(p);
}
