// Host code that uses libstdc++'s streams next to Thrust (HeCBench's
// tsne): `!points_file` on a `std::ifstream` is `basic_ios::operator!`,
// reached through the virtual base `basic_ios` of `basic_istream`. cudac
// dropped virtual bases, so the expression did not resolve, and every
// Thrust call in the same function was "cudac could not follow the host
// code of 'thrust'". Host code now sees virtual bases' members and
// converts to them (device code using such a class is still an error);
// the kernels are nvcc's for this file (the fill kernel of each
// `device_vector`, and CUB's empty kernel).
// ARGS: --emit=ptx -arch=sm_80 --host-headers -std=c++17 -I$CUDA_ROOT/include
// CHECK: .entry _ZN3cub17CUB_200802_SM_80011EmptyKernelIvEEvv()
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail8for_each13static_kernelINS2_12policy_hub_t12policy_350_tEmN6thrust23THRUST_200802_SM_800_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIfEEfEEEEvT0_T1_(
// CHECK: .entry _ZN3cub17CUB_200802_SM_8006detail8for_each13static_kernelINS2_12policy_hub_t12policy_350_tEmN6thrust23THRUST_200802_SM_800_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIiEEiEEEEvT0_T1_(
// CHECK-NOT: .entry
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thrust/device_vector.h>

int load(const std::string &name, int n) {
    thrust::device_vector<float> points(n);
    thrust::device_vector<int> labels(n, 1);
    std::ifstream points_file(name);
    if (!points_file) {
        std::cerr << "Can't open " << name << "\n";
        return 1;
    }
    std::stringstream ss;
    ss << points_file.rdbuf();
    if (points_file.fail() || !ss.good()) return 2;
    std::cout.precision(3);
    std::cout << std::fixed << ss.str().size() << std::endl;
    return labels.size() == points.size() ? 0 : 3;
}

int main() { return load("points.txt", 16); }
