// Kernel templates launched from host code with every template argument
// written (`fill<float><<<…>>>`, `tile<128, double>`, defaults filling the
// rest) are specialised for the device, as nvcc does; the host function
// itself is not compiled. Every symbol equals clang-19's.
#include "clang_cuda.h"
#ifdef __clang__
struct dim3 {
    unsigned x, y, z;
    __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
typedef struct CUstream_st *cudaStream_t;
extern "C" int cudaConfigureCall(dim3, dim3, unsigned long = 0, cudaStream_t = 0);
#endif

template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
template <int B, class T> __global__ void tile(const T *in, T *out) {
    __shared__ T s[B];
    s[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = s[B - 1 - threadIdx.x];
}
template <class T, int N = 4> __global__ void unroll(T *p) {
    for (int i = 0; i < N; ++i)
        p[i] += T(1);
}
namespace ops {
template <class T> __global__ void negate(T *p) { p[threadIdx.x] = -p[threadIdx.x]; }
}

void run(float *f, double *d, int *i) {
    fill<float><<<1, 32>>>(f, 1.0f);
    fill<int><<<1, 32>>>(i, 7);
    tile<128, double><<<1, 128>>>(d, d);
    unroll<int><<<1, 1>>>(i);
    unroll<float, 8><<<1, 1>>>(f);
    ops::negate<double><<<1, 32>>>(d);
}
