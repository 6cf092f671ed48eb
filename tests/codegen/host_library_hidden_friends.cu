// A library class template's hidden friend is instantiated when it is
// called, not with its class ([temp.inst]), as nvcc does: the kernel its
// dead host path launches is emitted for `swappable<short>`, whose swap the
// program calls, and not for `swappable<char>`, whose swap it never calls
// (cudac emitted both: Thrust's `swap(device_reference&, device_reference&)`
// added a swap_ranges kernel to every thrust::sort).
// ARGS: --host-headers -ccbin ui/host-compiler/c++ --emit=ptx
// CHECK-NOT: fill_kernelIcE
// CHECK: .entry _ZN4klib11fill_kernelIsEEvPT_S1_i(
// CHECK-NOT: fill_kernelIcE
#include <kernellib.h>

int main() {
    klib::swappable<char> c;
    klib::swappable<short> a, b;
    swap(a, b);
    return c.p != nullptr;
}
