// nvcc keys a template parameter's substitution candidate by its
// template's depth and its position: a member template of a class
// template's specialisation (`seg<…>::sort<…>`, depth 1) has parameters
// of its own, so the kernel's `F` (`T0_`, depth 0) written after that
// member's encoding is `T0_` again, as nvcc 13.0 names moderngpu's
// segmented sort kernels.
// ARGS: -ptx -arch=sm_80 --extended-lambda
// CHECK: .entry _ZN1m2kbINS_1PILi1EEEZNS_3segIiE4sortILb1EPiS6_EEvT0_T1_iEUliE_JEEEvT0_iDpT1_(
namespace m {
template <int N> struct P {};
template <typename A, typename F, typename... Args>
__global__ void kb(F f, int n, Args... args) { f(n, args...); }
template <typename A, typename F, typename... Args> void launch(F f, int n, Args... args) {
    kb<A><<<1, 1>>>(f, n, args...);
}
template <typename K> struct seg {
    template <bool B, typename I, typename O> void sort(I in, O out, int n) {
        auto l = [=] __device__(int i) { out[i] = in[i] + B; };
        launch<P<1>>(l, n);
    }
};
} // namespace m
void run(int *a, int *b) { m::seg<int>().sort<true>(a, b, 4); }
