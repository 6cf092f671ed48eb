// A host function template called with an argument whose type cudac does
// not know is only declared for it (its body would be checked with a
// guess). When the template reaches kernels, through its own launches or
// through other templates and a kernel library, the kernels this call
// launches are unknown: an error. Before, the call compiled with exit 0
// and none of them (HeCBench's rle: `ConstantInputIterator<T, int> h_in`
// in a preprocessor branch nvcc 13 does not take, passed to Test(h_in, …),
// which reaches cub::DeviceRunLengthEncode::Encode through Dispatch).
// ARGS: -ccbin ui/host-compiler/c++
#include <kernellib.h>

template <class T> __global__ void scale(T *p) { p[threadIdx.x] *= 2; }

template <class In> void dispatch(In in, float *p) { klib::fill(p, 1.0f, 256); }
template <class In> void test(In in, float *p) { dispatch(in, p); }
template <class In> void launch(In in, float *p) { scale<<<1, 256>>>(p); }
template <class In> void outer(In in, float *p) { launch(in, p); }
template <class In> int quiet(In in) { return 0; }

int main() {
    float *p = nullptr;
    UnknownIterator<float, int> it(1.0f);
    test(it, p);
    outer(it, p);
    quiet(it);
    return 0;
}
