// A call into a library whose headers declare kernels is the same use when
// its class is named without the namespace: after `using namespace klib;`
// or `using klib::DeviceFill;` (HeCBench's rle writes
// `DeviceRunLengthEncode::Encode(…)` after `using namespace cub;`). Where
// cudac cannot follow the call (fill_logged names a type it does not
// know), the compile fails; before, only a written `klib::` was checked,
// and such calls compiled without the kernels nvcc emits.
// ARGS: -ccbin ui/host-compiler/c++
#include <kernellib.h>

void through_directive(float *p) {
    using namespace klib;
    DeviceFill::Logged(p, 2.0f, 256);
}

using klib::DeviceFill;
int main() {
    float *p = nullptr;
    DeviceFill::Logged(p, 3.0f, 256);
    through_directive(p);
    return 0;
}
