// A lambda written in host code is host code, as nvcc has it (its call
// operator takes the enclosing function's execution space): it may launch
// kernels, and a generic lambda's instantiations decide which kernel
// template specialisations exist. llm.c's attention_backward dispatches a
// block size this way: `[&](auto int_const) { k<int_const.value><<<…>>>(…); }`
// called with lib::integral_constant<int, N> for each N. Before, the call
// operator was __host__ __device__ and each launch was refused as a call
// that "must be configured". Kernel set and names are nvcc 13.0's.
// ARGS: --emit=ptx -std=c++17

// CHECK: .entry _Z2k9Pf(
// CHECK: .entry _Z2k6ILi32EEvPf(
// CHECK: .entry _Z2k6ILi64EEvPf(
// CHECK: .entry _Z2k7ILi32EEvPf(
// CHECK: .entry _Z2k7ILi64EEvPf(
// CHECK: .entry _Z2k8ILi5EEvPf(
// CHECK-NOT: .entry
namespace lib {
template <class T, T v> struct integral_constant {
    static constexpr T value = v;
};
} // namespace lib

template <int B> __global__ void k6(float *p) { p[threadIdx.x] = B; }
template <int B> __global__ void k7(float *p) { p[threadIdx.x] = B * 2; }
template <int B> __global__ void k8(float *p) { p[threadIdx.x] = B * 3; }
__global__ void k9(float *p) { p[threadIdx.x] = 9; }
template <int B> __global__ void unused(float *p) { p[threadIdx.x] = B; }

template <class Launcher> void dispatch_launch(Launcher &&launch, int block_size) {
    switch (block_size) {
    case 32:
        return launch(lib::integral_constant<int, 32>{});
    case 64:
        return launch(lib::integral_constant<int, 64>{});
    default:
        return;
    }
}

void launch6(float *p, int bs) {
    auto launch = [&](auto int_const) { k6<int_const.value><<<1, int_const.value>>>(p); };
    dispatch_launch(launch, bs);
}

void launch7(float *p, int bs) {
    auto launch = [&](auto int_const) {
        constexpr int block_size = decltype(int_const)::value;
        k7<block_size><<<1, block_size>>>(p);
    };
    dispatch_launch(launch, bs);
}

int main() {
    float *p = nullptr;
    launch6(p, 32);
    launch7(p, 64);
    auto plain = [&]() { k8<5><<<1, 1>>>(p); };
    plain();
    [=] { k9<<<1, 1>>>(p); }();
    return 0;
}
