// One call into a kernel library written in a host function template is a
// use in each of its specialisations: run<float> calls fill_traced<float>,
// which cudac follows, and run<double> calls fill_traced<double>, which it
// cannot (HeCBench's rle calls DeviceRunLengthEncode::Encode from one
// Dispatch template with a pointer and with a constant_iterator). Only the
// first specialisation was checked, and the second compiled with exit 0.
// ARGS: -ccbin ui/host-compiler/c++
#include <kernellib.h>

template <class T> void run(T *p) { klib::fill_traced(p, T(1), 256); }

int main() {
    run(static_cast<float *>(nullptr));
    run(static_cast<double *>(nullptr));
    return 0;
}
