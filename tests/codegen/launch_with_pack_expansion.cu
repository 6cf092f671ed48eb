// A launch whose arguments expand a pack (`k<<<g, b>>>(n, args...)`) in a
// host function template, as HeCBench's axpby (apex's multi_tensor_apply)
// forwards its functor's arguments: one kernel argument per element, and
// the kernel template specialised for them, as nvcc does (same kernel
// set). Before, the expansion was "not known" and the launch an error.
// Also a forwarded pack (`static_cast<A &&>(a)...`) and an empty one.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z5applyIJfiEEvPfDpT_(
// CHECK: .entry _Z5applyIJdEEvPfDpT_(
// CHECK: .entry _Z5applyIJEEvPfDpT_(
template <class... A> __global__ void apply(float *out, A... a) {
    float s = 0;
    ((s += (float)a), ...);
    out[0] = s;
}
template <class... A> void run(float *out, A... args) { apply<<<1, 1>>>(out, args...); }
template <class... A> void run_fwd(float *out, A &&...args) {
    apply<<<1, 1>>>(out, static_cast<A &&>(args)...);
}
void host(float *out) {
    run(out, 1.0f, 2);
    run_fwd(out, 3.0);
    run(out);
}
