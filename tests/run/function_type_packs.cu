// Packs in function types: `R (*f)(As...)` deduces `R` and every
// parameter type from a function's type (an empty pack from `int()`),
// `As()...` value-initialises one argument per element, and a class
// template's `typedef R (*type)(As...)` expands its pack.
__device__ int none() { return 3; }
__device__ int one(int a) { return a + 1; }
__device__ float two(float a, int b) { return a * b; }

template <class R, class... As> __device__ R call_zeroes(R (*f)(As...)) { return f(As()...); }
template <class R, class... As> __device__ int arity(R (*)(As...)) { return sizeof...(As); }
template <class... As> struct Fn {
    typedef int (*type)(As...);
};

__global__ void run(int *out) {
    out[0] = call_zeroes(none);
    out[1] = call_zeroes(one);
    out[2] = (int)call_zeroes(two);
    out[3] = arity(none) * 100 + arity(one) * 10 + arity(two);
    Fn<int>::type p = one;
    out[4] = p(out[63] + 41);
}
