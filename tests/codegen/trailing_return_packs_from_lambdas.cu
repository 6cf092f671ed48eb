// A member template whose trailing return type names its own function
// parameter pack (`-> decltype(g(ts...))`, Thrust's placeholder actors),
// called from a lambda in a kernel launched from host code (CUB's
// transform kernel): the parameters are in scope while the return type is
// resolved, not the lambdas around the call, which took `ts` for a name to
// capture ("use of undeclared identifier 'ts'"). Checked against clang-19.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z2h2I1AJPfS1_EEvT_S1_DpT0_(
// CHECK: add.f32
__device__ float g(float a, float b) { return a + b; }
struct A {
    template <class... Ts> __device__ auto operator()(Ts &&...ts) const -> decltype(g(ts...)) {
        return g(ts...);
    }
};
template <class F, class... I> __global__ void h2(F f, float *out, I... ins) {
    auto l = [&](int j) { out[j] = f(ins[j]...); };
    l(0);
}
template <class F, class... I> void run(F f, float *out, I... ins) { h2<<<1, 1>>>(f, out, ins...); }
int main() {
    float *p = 0;
    run(A{}, p, p, p);
}
