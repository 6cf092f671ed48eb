// `extern template` declares a specialisation another translation unit
// instantiates ([temp.explicit]p10): its definition is not instantiated
// here. A host function template's so declared launches no kernel here
// (ggml declares its flash-attention cases `extern` in the header and
// instantiates each in a file of its own; nvcc emits none of their kernels
// elsewhere), nor is a kernel so declared emitted; an inline one is still
// instantiated where used, as is a device function device code calls, and
// a definition (`template void host_case<2>`) instantiates as always,
// also after an `extern` declaration (`host_case<5>`, at the end).
// Checked against nvcc 13.0 on this file.
// ARGS: -ptx -arch=sm_80
// CHECK-NOT: _Z4kernILi1EEvPi
// CHECK-NOT: _Z2kkILi3EEvPi
// CHECK: .entry _Z4kernILi2EEvPi(
// CHECK: .entry _Z2kkILi4EEvPi(
// CHECK: .entry _Z4kernILi102EEvPi(
// CHECK: .entry _Z4kernILi5EEvPi(
template <int N> __global__ void kern(int *p) { p[0] = N; }
template <int N> void host_case(int *p) { kern<N><<<1, 1>>>(p); }
extern template void host_case<1>(int *);
template <int N> __device__ int dev(int x) { return x + N; }
extern template __device__ int dev<5>(int);
template <int N> __global__ void kk(int *p) { p[0] = dev<5>(N); }
extern template __global__ void kk<3>(int *);
template <int N> inline void inline_case(int *p) { kern<N + 100><<<1, 1>>>(p); }
extern template void inline_case<2>(int *);
template void host_case<2>(int *);
void run(int *p) {
    host_case<1>(p);
    kk<3><<<1, 1>>>(p);
    kk<4><<<1, 1>>>(p);
    inline_case<2>(p);
}
// A definition after the `extern` declaration (ggml's instance files
// include the header that declares every case `extern`) defines it.
extern template void host_case<5>(int *);
template void host_case<5>(int *);
