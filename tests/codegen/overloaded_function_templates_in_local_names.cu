// A lambda local to one function template's specialisation, passed to an
// overload of the same name whose own lambda a kernel is launched with:
// the kernel's name holds both enclosing encodings, and the overloads'
// names are different substitution candidates (the second `over` is
// written again, not `S…_`), as nvcc 13.0 names moderngpu's
// `transform_lbs` kernels.
// ARGS: -ptx -arch=sm_80 --extended-lambda
// CHECK: .entry _ZN1m4kernIZNS_4overIiZNS_4overIiZ3runvEUliE_dEEvT0_iT1_EUliE_EEvS4_iEUliE_EEvT_(
namespace m {
template <typename F> __global__ void kern(F f) { f(1); }
template <typename F> void go(F f) { kern<<<1, 1>>>(f); }
template <typename T, typename F> void over(F f, int n) {
    auto l = [=] __device__(int i) { f(i + n); };
    go(l);
}
template <typename T, typename F, typename A> void over(F f, int n, A a) {
    auto l = [=] __device__(int i) { f(i * n); };
    over<T>(l, n);
}
} // namespace m
void run() { m::over<int>([] __device__(int) {}, 1, 2.0); }
