// Templates as kernels use them: block-size parameters on reductions,
// vector class templates with operators, functors passed to function
// templates, deduction through T*, const T& and arrays, explicit
// arguments, defaults, explicit and partial specialisations, alias
// templates, if constexpr dispatch, static_assert on parameters,
// compile-time recursion, enable_if-style SFINAE and explicit
// instantiations of kernels. Every symbol equals clang-19's.
#include "clang_cuda.h"

namespace util {
template <typename T> struct Vec2 {
    T x, y;
    __device__ Vec2() : x(0), y(0) {}
    __device__ Vec2(T a, T b) : x(a), y(b) {}
    __device__ Vec2 operator+(const Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ T dot(const Vec2 &o) const;
    __device__ static Vec2 splat(T v) { return Vec2(v, v); }
};
template <typename T> __device__ T Vec2<T>::dot(const Vec2 &o) const { return x * o.x + y * o.y; }

template <typename T> __device__ T max_of(T a, T b) { return a > b ? a : b; }
template <typename T> __device__ T sum(const T *p, int n) {
    T s = 0;
    for (int i = 0; i < n; ++i)
        s += p[i];
    return s;
}
} // namespace util

// Partial and explicit specialisations, and a default argument.
template <typename T, int N = 4> struct Array {
    T data[N];
    __device__ int size() const { return N; }
    __device__ T &at(int i) { return data[i]; }
};
template <typename T> struct Array<T, 0> {
    __device__ int size() const { return 0; }
};
// An explicit instantiation definition emits every member.
template struct Array<double, 2>;

// A non-template wins a tie against a template specialisation.
__device__ float pick(float x) { return x; }
template <typename T> __device__ T pick(T x) { return x + 1; }

template <typename T> struct Traits {
    static const int bytes = sizeof(T);
    __device__ static T zero() { return T(0); }
};
template <> struct Traits<bool> {
    static const int bytes = 1;
    __device__ static bool zero() { return false; }
};

template <typename T> using Ptr = T *;

// enable_if-style SFINAE.
template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };
template <typename T> struct is_float { static const bool value = false; };
template <> struct is_float<float> { static const bool value = true; };

template <typename T, typename = typename enable_if<is_float<T>::value>::type>
__device__ T scale(T x) { return x * 2.0f; }
template <typename T, typename = typename enable_if<!is_float<T>::value>::type, typename = void>
__device__ T scale(T x) { return x * 3; }

// Compile-time recursion ended by an explicit specialisation.
template <int N> __device__ int factorial() { return N * factorial<N - 1>(); }
template <> __device__ int factorial<0>() { return 1; }

// Functors and function templates taking them.
struct Square {
    __device__ float operator()(float v) const { return v * v; }
};
template <typename T> struct Affine {
    T a, b;
    __device__ T operator()(T v) const { return a * v + b; }
};
template <typename F, typename T> __device__ void transform(T *data, int n, F f) {
    for (int i = 0; i < n; ++i)
        data[i] = f(data[i]);
}

// Deduction through arrays and references.
template <typename T> __device__ T first(T (&a)[7]) { return a[0]; }
template <typename T> __device__ void swap_vals(T &a, T &b) {
    T t = a;
    a = b;
    b = t;
}

// if constexpr dispatch on a non-type parameter.
template <int MODE> __device__ float apply_mode(float v) {
    if constexpr (MODE == 0) {
        return v;
    } else if constexpr (MODE == 1) {
        return -v;
    } else {
        return v * MODE;
    }
}

// The templated reduction kernels are written with.
template <int BLOCK, typename T> __global__ void block_sum(const T *in, T *out, int n) {
    static_assert(BLOCK % 32 == 0, "BLOCK must be a multiple of the warp size");
    __shared__ T tile[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : T(0);
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            tile[threadIdx.x] += tile[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = tile[0];
}
template __global__ void block_sum<256, float>(const float *, float *, int);
template __global__ void block_sum<128>(const double *, double *, int);

template <typename T> __global__ void saxpy(T a, const T *x, T *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = util::max_of(a * x[i] + y[i], T(0));
}
template __global__ void saxpy(float, const float *, float *, int);

__global__ void use_templates(float *out, int *iout, double *dout) {
    util::Vec2<float> a(1.0f, 2.0f);
    util::Vec2<float> b = util::Vec2<float>::splat(3.0f);
    out[0] = (a + b).dot(b);
    util::Vec2<int> c;
    iout[0] = c.dot(c);
    out[1] = util::sum(out, 4) + util::sum<float>(out, 2);
    dout[0] = util::max_of<double>(1, 2.5);
    Array<float> arr;
    arr.at(0) = 1.0f;
    iout[1] = arr.size() + Array<int, 0>().size() + Array<char, 8>().size();
    iout[2] = Traits<double>::bytes + Traits<bool>::bytes;
    out[2] = Traits<float>::zero();
    Ptr<float> p = out;
    p[3] = scale(1.5f);
    iout[3] = scale(7) + factorial<5>();
    transform(out, 4, Square());
    Affine<float> af = {2.0f, 1.0f};
    transform(out, 4, af);
    float local[7];
    local[0] = 1.0f;
    out[4] = first(local);
    swap_vals(out[0], out[1]);
    swap_vals(iout[0], iout[1]);
    out[6] = pick(1.0f) + pick(2);
    out[5] = apply_mode<0>(1.0f) + apply_mode<1>(2.0f) + apply_mode<3>(3.0f);
}
