// A device lambda in host code that captures a variable of a type cudac
// does not know (here a typo, `oat`; in real code a type from a header
// cudac skips). Found by the pipeline fuzzer: the lambda's call operator
// (its body dropped, its return type undetermined) was still declared in
// the module, and translating its closure type (a field of an incomplete
// type) stopped codegen with an internal error. Now the unused call
// operator is not generated, and a launch passing the closure to a kernel
// template is one cudac cannot analyse: an error, never a missing kernel.
// Where device code does use a host class cudac cannot complete, that is
// an error at the use.
// ARGS: --extended-lambda
template <class F> __global__ void apply(float *d, F f) { d[0] = f(d[0]); }
struct H {
    oat x;
    float y;
};
int main() {
    float *d = 0;
    oat s = 2.0f;
    auto unused = [=] __device__(float x) { return x * s; };
    apply<<<1, 32>>>(d, [=] __device__(float x) { return x * s; });
    apply<<<1, 32>>>(d, [=] __device__(float x) { auto t = s; return x; });
    apply<<<1, 32>>>(d, [&] __device__(float x) { return x; });
    return 0;
}
void uses_h(float *d) {
    H h;
    apply<<<1, 32>>>(d, [=] __device__(float x) { return x + h.y; });
}
