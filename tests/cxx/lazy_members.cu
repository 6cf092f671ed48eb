// Members of class template specialisations are instantiated where they
// are used ([temp.inst]p4), as nvcc and clang do: a member that does not
// compile for some arguments is no error unless it is called; a host
// member nobody calls launches nothing, so its kernels do not exist; a
// member used only implicitly (a destructor, a constructor chosen by
// overload resolution, an out-of-line definition seen after the use) is
// instantiated all the same; an explicit instantiation definition
// instantiates every member. Every symbol equals clang-19's.
#include "clang_cuda.h"
#ifdef __clang__
struct dim3 {
    unsigned x, y, z;
    __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
typedef struct CUstream_st *cudaStream_t;
extern "C" int cudaConfigureCall(dim3, dim3, unsigned long = 0, cudaStream_t = 0);
#endif

// `norm` needs T::length(); `Box<int>` never calls it.
template <class T> struct Box {
    T v;
    __device__ Box(T x) : v(x) {}
    __device__ T get() const { return v; }
    __device__ T norm() const { return v.length(); }
    __device__ T twice() const;
    __device__ ~Box() { v = T(); }
};

__global__ void boxes(int *out) {
    Box<int> b(3);
    out[0] = b.get();
    out[1] = b.twice();
}

// Defined after the kernel that calls it: instantiated when seen.
template <class T> __device__ T Box<T>::twice() const { return v + v; }

// Only the members host code calls launch their kernels.
template <class T> __global__ void fill(T *p) { p[threadIdx.x] = T(1); }
template <class T> __global__ void clear(T *p) { p[threadIdx.x] = T(); }
template <class T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }
template <class T> struct Runner {
    T *data;
    void run() { fill<<<1, 32>>>(data); }
    void reset() { clear<<<1, 32>>>(data); }
    void resize(int n) { scale<<<1, n>>>(data, T(2)); }
    ~Runner() { fill<<<1, 1>>>(data); }
};

// A member nothing calls may even be ill-formed for these arguments.
template <class T> struct Traits {
    __device__ static int size() { return sizeof(T); }
    __device__ static int broken() { return T::missing; }
};

template <class T> __global__ void sized(int *out) { out[0] = Traits<T>::size(); }

// A member a constructor's overload resolution picks, and a member
// template's caller.
template <class T> struct Pair {
    T a, b;
    __device__ Pair(T x) : a(x), b(x) {}
    __device__ Pair(T x, T y) : a(x), b(y) { check(); }
    __device__ void check() { if (a > b) { T t = a; a = b; b = t; } }
    __device__ T sum() const { return a + b; }
};

__global__ void pairs(float *out) {
    Pair<float> p(2.0f, 1.0f);
    out[0] = p.sum();
}

// Every member of an explicit instantiation definition.
template <class T> struct Stats {
    __device__ static T mean(const T *p, int n) {
        T s = T();
        for (int i = 0; i < n; ++i)
            s += p[i];
        return s / T(n);
    }
    __device__ static T first(const T *p) { return p[0]; }
};
template struct Stats<double>;

void host(float *f, int *i) {
    Runner<float> r{f};
    r.run();
    Runner<int> q{i};
    q.resize(8);
    sized<double><<<1, 1>>>(i);
}
