// nvcc keys a template parameter's substitution candidate by its
// template's depth and its position, not by whether it is a pack: a
// kernel's `Args...` (`T1_`, a pack) written after the encoding
// of the function its lambda argument is local to (`red<A, B, C>`, whose
// `T1_` is `C`) is that candidate (`Dp S6_`), as moderngpu's
// `launch_box_cta_k` kernels are named. clang writes `Dp T1_`. nvcc
// 13.0's names.
// ARGS: -ptx -arch=sm_80 --extended-lambda
// CHECK: .entry _ZN1m2kbINS_1PILi1EEEZNS_3redIidcEEvT_iT0_T1_EUliE_JEEEvS5_iDpS6_(
// CHECK: .entry _ZN1m2kbINS_1PILi2EEEZNS_3redIidcEEvT_iT0_T1_EUlifE_JfEEEvS5_iDpS6_(
namespace m {
template <int N> struct P {};
template <typename A, typename F, typename... Args>
__global__ void kb(F f, int n, Args... args) { f(n, args...); }
template <typename A, typename F, typename... Args> void launch(F f, int n, Args... args) {
    kb<A><<<1, 1>>>(f, n, args...);
}
template <typename A, typename B, typename C> void red(A a, int n, B b, C c) {
    auto l = [=] __device__(int i) { (void)a; (void)b; (void)c; };
    launch<P<1>>(l, n);
    auto l2 = [=] __device__(int i, float x) { (void)a; };
    launch<P<2>>(l2, n, 2.5f);
}
} // namespace m
void run() { m::red(1, 2, 3.0, 'c'); }
