// transform_reduce.cu: the C++ that real kernels are written in. Each
// block sums `scale * |v|^2` over a grid-stride slice of n 2-D vectors:
// a vector class with operators in a namespace, a lambda capturing
// `scale` passed to a device function template, and a block reduction
// template with a BLOCK parameter and its own reduction lambda. Thread 0
// of each block writes the block's sum to partial[blockIdx.x].
// The kernel keeps its C++ name: the host finds it as
// `_Z14weighted_normsPKN2cx4Vec2EPffi`, as nvcc names it.
// Runner launch shape: n = 1 << 21 vectors, 1-D blocks of 256 threads,
// 256 blocks.

namespace cx {
struct Vec2 {
    float x, y;
    __device__ Vec2 operator*(float s) const { return {x * s, y * s}; }
    __device__ float dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};

// Tree reduction of one value per thread over a block of BLOCK threads.
template <int BLOCK, class T, class Op> __device__ T block_reduce(T v, Op op) {
    static_assert((BLOCK & (BLOCK - 1)) == 0, "BLOCK must be a power of two");
    __shared__ T buf[BLOCK];
    unsigned tid = threadIdx.x;
    buf[tid] = v;
    __syncthreads();
    for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            buf[tid] = op(buf[tid], buf[tid + s]);
        __syncthreads();
    }
    return buf[0];
}
} // namespace cx

template <int BLOCK, class F>
__device__ float transform_sum(const cx::Vec2 *v, int n, F f) {
    float acc = 0.0f;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
        acc += f(v[i]);
    return cx::block_reduce<BLOCK>(acc, [](float a, float b) { return a + b; });
}

__global__ void weighted_norms(const cx::Vec2 *v, float *partial, float scale, int n) {
    float s = transform_sum<256>(v, n, [=](const cx::Vec2 &p) { return (p * scale).dot(p); });
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s;
}
