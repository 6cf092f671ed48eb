// ARGS: -std=c++20
// Kernel launches inside a construct cudac does not support yet (here a
// lambda with a template parameter list, HeCBench's ssm dispatch) are
// never analysed: when nothing else instantiates the kernel template, the
// compile fails instead of succeeding without the kernels nvcc emits.
template <bool A, bool B> __global__ void k(int *p) { p[0] = A + 2 * B; }
__global__ void plain(int *p) { p[0] = 1; }
void go(int *p, bool x) {
    auto d = [&]<bool A, bool B>() {
        k<A, B><<<1, 1>>>(p);
        plain<<<1, 1>>>(p);
    };
    if (x)
        d.operator()<true, false>();
}
