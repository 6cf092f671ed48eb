// Lambdas and local classes as device code uses them: captures by copy
// and by reference (defaults, explicit, init-captures, `this`, `*this`),
// `mutable`, deduced and trailing return types, lambdas passed to
// device function templates (transform/reduce helpers), immediately
// invoked and nested lambdas, lambdas in member functions and in
// template instantiations, extended-lambda spelling (`[=] __device__
// (…)`), and local classes with discriminators. Every symbol equals
// clang-19's.
#include "clang_cuda.h"

struct Params {
    float scale;
    int n;
};

template <class F> __device__ void for_each(int n, F f) {
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        f(i);
}

template <class T, class Op> __device__ T reduce(const T *p, int n, T init, Op op) {
    T acc = init;
    for (int i = 0; i < n; ++i)
        acc = op(acc, p[i]);
    return acc;
}

__global__ void saxpy(Params prm, const float *x, float *y) {
    float a = prm.scale;
    for_each(prm.n, [=](int i) { y[i] = a * x[i] + y[i]; });
}

__global__ void sums(const int *in, int *out, int n) {
    int total = reduce(in, n, 0, [](int a, int b) { return a + b; });
    int largest = reduce(in, n, in[0], [](int a, int b) -> int { return a > b ? a : b; });
    out[0] = total;
    out[1] = largest;
}

__global__ void counters(int *out) {
    int hits = 0;
    auto hit = [&hits](int k) { hits += k; };
    hit(1);
    hit(2);
    int seed = out[0];
    auto next = [seed]() mutable { seed = seed * 1103515245 + 12345; return seed; };
    out[1] = next() + next();
    auto scaled = [k = hits * 2, &seed] { return k + seed; };
    out[2] = scaled() + hits;
    const int N = 4;
    auto constant = [] { return N * 2; };
    out[3] = constant();
    auto nested = [&](int x) { return [=](int y) { return x + y + hits; }(x); };
    out[4] = nested(5) + [](int v) { return v * v; }(3);
    auto ext = [=] __device__ (int v) { return v + seed; };
    out[5] = ext(1);
}

struct Accum {
    float bias;
    __device__ float apply(const float *p, int n) {
        auto add_bias = [this](float v) { return v + bias; };
        auto twice = [=](float v) { return 2 * v + bias; };
        auto copy = [*this](float v) { return v * bias; };
        return add_bias(p[0]) + twice(p[1]) + copy(p[n - 1]);
    }
};

__global__ void members(const float *p, float *out, int n) {
    Accum a{0.5f};
    out[0] = a.apply(p, n);
}

template <int B> __device__ int tile_sum(const int *p) {
    auto at = [p](int i) { return p[i % B]; };
    int s = 0;
    for (int i = 0; i < B; ++i)
        s += at(i);
    return s;
}

template <int B> __global__ void tiles(const int *p, int *out) { out[0] = tile_sum<B>(p); }
template __global__ void tiles<32>(const int *, int *);

__device__ int locals(int x) {
    int r = 0;
    {
        struct Step {
            int k;
            __device__ int operator()(const Step &o) const { return k + o.k; }
        };
        Step s{x};
        r += s(s);
    }
    {
        struct Step {
            int k;
            __device__ int operator()(const Step &o) const { return k * o.k; }
        };
        Step s{x};
        r += s(s);
    }
    return r;
}

__global__ void use_locals(int *p) { p[0] = locals(p[1]); }

// A block reduction template with a shared buffer, instantiated with a
// lambda from another template's body (its local name nests both; the
// enclosing template's `T0_` is a substitution, as in clang).
template <int BLOCK, class T, class Op> __device__ T block_reduce(T v, Op op) {
    __shared__ T buf[BLOCK];
    buf[threadIdx.x] = v;
    __syncthreads();
    for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            buf[threadIdx.x] = op(buf[threadIdx.x], buf[threadIdx.x + s]);
        __syncthreads();
    }
    return buf[0];
}

template <int BLOCK, class F> __device__ float transform_sum(const float *v, int n, F f) {
    float acc = 0.0f;
    for (int i = threadIdx.x; i < n; i += BLOCK)
        acc += f(v[i]);
    return block_reduce<BLOCK>(acc, [](float a, float b) { return a + b; });
}

__global__ void norms(const float *v, float *out, float scale, int n) {
    out[blockIdx.x] = transform_sum<128>(v, n, [=](float x) { return scale * x * x; });
}
