// A host function with `using namespace` of a namespace that declares
// `operator<<`s, one a template that launches a kernel (CuTe's `using
// namespace cute;` in the tutorials' `main`), writes `std::cout <<
// std::endl`. The namespace's operators were taken as viable for the
// overload set `std::endl` (an error expression converted to anything),
// the call was ambiguous, and cudac reported that it could not tell
// which kernels it launches.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z4fillIfEvPT_S0_(
#include <iostream>
template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
namespace N {
struct U {};
template <class T> struct Box {
    T *p;
};
inline std::ostream &operator<<(std::ostream &os, U const &) { return os << "_"; }
template <class T> std::ostream &operator<<(std::ostream &os, Box<T> const &b) {
    fill<<<1, 32>>>(b.p, T(2));
    return os << "filled";
}
}  // namespace N
int main() {
    using namespace N;
    float *p = nullptr;
    std::cout << "filling" << std::endl;
    std::cout << Box<float>{p} << U{} << std::endl;
}
