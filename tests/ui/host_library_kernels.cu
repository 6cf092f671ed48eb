// The user's host code naming a namespace whose headers declare kernels
// (Thrust's algorithms and containers, CUB's device-wide algorithms; here
// the stand-in kernellib.h): the library launches kernels from host code
// cudac does not analyse yet, and nvcc emits each one the use
// instantiates, so the compile fails instead of succeeding without them.
// Device code using the same namespace is fine.
// ARGS: -ccbin ui/host-compiler/c++
#include <kernellib.h>

__global__ void scale(float *p) { p[threadIdx.x] = klib::twice(p[threadIdx.x]); }

int main() {
    float *p = nullptr;
    klib::fill(p, 1.0f, 256);
    scale<<<1, 256>>>(p);
    return 0;
}
