// The kernels a library's host code launches for the user's calls, found
// by following that host code as nvcc instantiates it: a launch in a
// function template (klib::fill), and a kernel named in a member of a class
// template and launched through a pointer by another class's member
// template (klib::scale, CUB's DispatchReduce and DeviceReduceKernelSource).
// Only the specialisations the calls instantiate are emitted. A
// namespace-scope alias naming the library (`using Hub = cub::…;`) calls
// nothing and is no error; nor is a type of it named in `main`
// (`cub::KeyValuePair<int, int> *kv;`) whose objects' functions `main` calls
// are all understood. A library class whose constructor launches through a
// member function (klib::device_buffer, as thrust::device_vector) is
// followed through that member, a derived class's constructor through its
// base's (named by a typedef), and a member that calls a host device
// function defined later, whose dead host path launches (Thrust's
// dispatch); so is the user's own call of that host device function
// (`thrust::sort`, a host device function template, called from `main`).
// ARGS: --host-headers -ccbin ui/host-compiler/c++ --emit=ptx
// CHECK-NOT: fill_kernelIi
// CHECK-NOT: scale_kernelIf
// CHECK: .entry _ZN4klib11fill_kernelIfEEvPT_S1_i(
// CHECK-NOT: fill_kernelIi
// CHECK-NOT: scale_kernelIf
// CHECK: .entry _ZN4klib12scale_kernelIiEEvPT_S1_i(
// CHECK: .entry _ZN4klib11fill_kernelIsEEvPT_S1_i(
// CHECK: .entry _ZN4klib11fill_kernelIjEEvPT_S1_i(
// CHECK: .entry _ZN4klib11fill_kernelIlEEvPT_S1_i(
// CHECK: .entry _ZN4klib11fill_kernelIhEEvPT_S1_i(
// CHECK-NOT: fill_kernelIi
// CHECK-NOT: scale_kernelIf
#include <kernellib.h>

int main() {
    float *p = nullptr;
    int *q = nullptr;
    klib::fill(p, 1.0f, 256);
    int r = klib::scale(q, 3, 256);
    klib::scale_source<int> *source = nullptr;
    klib::scale_dispatch<int> dispatch;
    klib::device_buffer<short> buffer(64);
    klib::derived_buffer<unsigned> derived(32);
    klib::staged_buffer<long> staged;
    staged.init(7);
    unsigned char *bytes = nullptr;
    klib::fill_dispatch(bytes, (unsigned char)1, 8);
    (void)source;
    (void)dispatch;
    return r;
}

using Source = klib::scale_source<int>;
