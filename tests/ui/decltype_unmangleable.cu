// A kernel whose signature has a `decltype` of an expression cudac
// cannot write as the Itanium ABI does yet (a conditional, nvcc's `qu`):
// an error, never a kernel under another name than nvcc's.
template <class T> __global__ void fill(T *p, decltype(true ? T() : T()) v) { *p = v; }
template __global__ void fill<int>(int *, int);
