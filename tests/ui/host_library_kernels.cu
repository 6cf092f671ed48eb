// The user's host code calling a library whose headers declare kernels
// (Thrust's algorithms, CUB's device-wide algorithms; here the stand-in
// kernellib.h): nvcc emits each kernel such a call instantiates. cudac
// follows the library's host code (codegen/host_library_kernels_followed.cu);
// where it cannot (klib::fill_logged names a type it does not know), the
// compile fails instead of succeeding without the kernel. Device code using
// the same namespace is fine. The same holds for a library type whose
// constructor launches through code cudac cannot follow (a member function
// naming an unknown type, or the class's own member).
// ARGS: -ccbin ui/host-compiler/c++
#include <kernellib.h>

__global__ void scale(float *p) { p[threadIdx.x] = klib::twice(p[threadIdx.x]); }

void buffers() {
    klib::logged_buffer<float> b(256);
}

void vectors() {
    klib::log_vector<double> v(256);
}

int main() {
    float *p = nullptr;
    klib::fill(p, 1.0f, 256);
    klib::fill_logged(p, 2.0f, 256);
    scale<<<1, 256>>>(p);
    return 0;
}
