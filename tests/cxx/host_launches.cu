// Kernel templates launched from host code are specialised for the
// device as the launch asks, as nvcc does: every template argument written
// (`fill<float><<<…>>>`, `tile<128, double>`, defaults filling the rest),
// or deduced from the launch's arguments, also inside host function
// templates (instantiated as host calls require: explicit and deduced
// arguments, defaults, chains of templates, functor arguments, class
// template members). Host functions themselves are not compiled, and a
// host template nothing calls specialises nothing. Every symbol equals
// clang-19's.
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

// Deduced from the launch's arguments.
template <class T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }
template <class T, class U> __global__ void convert(const T *in, U *out) {
    out[threadIdx.x] = U(in[threadIdx.x]);
}
void deduced(float *f, double *d, const int *ci) {
    scale<<<1, 32>>>(f, 2.0f);
    scale<<<1, 32>>>(d, 3.0);
    convert<<<1, 32>>>(ci, f);
}

// Launches inside host function templates: chains, defaults, functors.
template <class T> void launch_fill(T *p, T v) { fill<T><<<1, 32>>>(p, v); }
template <class T> void launch_scale(T *p) { scale<<<1, 32>>>(p, T(2)); }
template <class T, class U = long> void twice(T *p) {
    launch_fill(p, T(1));
    launch_scale<T>(p);
    U *none = nullptr;
    fill<<<1, 1>>>(none, U(0));
}
struct Square {
    __device__ float operator()(float x) const { return x * x; }
};
template <class F> __global__ void map(float *p, F f) { p[threadIdx.x] = f(p[threadIdx.x]); }
template <class F> void run_map(float *p, F f) { map<<<1, 32>>>(p, f); }
template <class T> void never_called(T *p) { fill<<<1, 1>>>(p, T()); }
void chains(float *f, double *d, unsigned *u) {
    twice(f);
    twice<double, short>(d);
    launch_fill(u, 5u);
    run_map(f, Square());
}

// A class template's member launching its own specialisations.
template <class T> struct Pipeline {
    T *buf;
    void step() { scale<<<1, 32>>>(buf, T(3)); }
};
void pipeline(char *c) {
    Pipeline<char> p{c};
    p.step();
}
