// A parameter pack given explicitly and used in a function type
// (`template <class... A> int count(void (*f)(A...))` called
// `count<float, char>(f2)`): its elements are the explicit arguments, one
// per parameter of the argument's function type, not deduced again.
// Before, deduction found no element for the explicit pack and the call
// matched nothing ("could not match 'void (A)' against 'void (float,
// char)'").
__device__ void f2(float, char) {}
__device__ void f3(int, int, int) {}
template <class... A> __device__ int count(void (*f)(A...)) { return int(sizeof...(A)); }
template <class... A> __device__ int count_ref(void (&f)(A...)) { return 10 * int(sizeof...(A)); }
template <class R, class... A> __device__ int with_ret(R (*f)(A...)) { return 100 * int(sizeof...(A)); }

__global__ void run(int *out) {
    out[0] = count<float, char>(f2);
    out[1] = count(f2);
    out[2] = count_ref<int, int, int>(f3);
    out[3] = with_ret<void, int, int, int>(f3);
    out[4] = with_ret<void>(f2);
}
