// `__launch_bounds__` of a policy's static data member, as CUB's kernels
// write it (`__launch_bounds__(ChainedPolicyT::ActivePolicy::OnesweepPolicy::
// BLOCK_THREADS)`): the member is an lvalue and its value is the bound.
// Before, "'__launch_bounds__' argument must be an integer constant
// expression" for every such kernel, templated or not.
// ARGS: --emit=ptx
// CHECK: .entry _Z2k3Pi(
// CHECK: .maxntid 128, 1, 1
// CHECK: .entry _Z1kI1QEvPi(
// CHECK: .maxntid 96, 1, 1
// CHECK: .entry _Z1kI2R3ILi256EiEEvPi(
// CHECK: .maxntid 256, 1, 1
template <class T> constexpr T mn(T a, T b) { return a < b ? a : b; }
template <int N> struct R { static constexpr int B = N * 2; };
struct Q { static constexpr int B = 96; };
template <int N, class T> struct R3 {
    static constexpr int I = N * 4 / int{sizeof(T)};
    static constexpr int B = mn(N, I * 32);
};
__global__ void __launch_bounds__(R<64>::B) k3(int *o) { o[0] = 1; }
template <class P> __global__ void __launch_bounds__(P::B) k(int *o) { o[0] = P::B; }
template __global__ void k<Q>(int *);
template __global__ void k<R3<256, int>>(int *);
