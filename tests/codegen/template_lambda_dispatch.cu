// A lambda with a template parameter list (C++20; nvcc accepts it under
// -std=c++17 with a warning): vLLM's BOOL_SWITCH dispatch in HeCBench's
// ssm, where each `dispatch.operator()<…>()` instantiates the call
// operator and so launches one specialisation of the kernel. Before, the
// lambda was "not supported yet" and the compile failed (the launches
// inside could not be analysed). The kernels are nvcc 13.0's, in its
// order; `add`'s template parameter is deduced from its arguments.
// ARGS: --emit=ptx -std=c++17 -arch=sm_80
// CHECK: .entry _Z5plainPi(
// CHECK: .entry _Z1kILb1ELb0EEvPi(
// CHECK: .entry _Z1kILb0ELb1EEvPi(
// CHECK: .entry _Z6scaledIiEvPiT_(
// CHECK-NOT: .entry
template <bool A, bool B> __global__ void k(int *p) { p[0] = A + 2 * B; }
__global__ void plain(int *p) { p[0] = 1; }
template <class T> __global__ void scaled(int *p, T s) { p[0] = (int)(s * 2); }
void go(int *p, bool x) {
    auto d = [&]<bool A, bool B>() {
        k<A, B><<<1, 1>>>(p);
        plain<<<1, 1>>>(p);
    };
    if (x)
        d.operator()<true, false>();
    else
        d.template operator()<false, true>();
    auto add = [=]<class T>(T a, T b) {
        scaled<<<1, 1>>>(p, a + b);
        return a + b;
    };
    add(1, 2);
}
