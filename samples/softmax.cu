// softmax.cu: row-wise softmax, the samples' math-library kernel. Each
// block normalises one row of `cols` floats: the row's maximum (fmaxf),
// the sum of expf(x - max), then every element's expf(x - max) / sum.
// expf and fmaxf are libdevice's, linked in by cudac (no -rdc needed).
// Runner launch shape: rows = 4096, cols = 1024, 1-D blocks of 256
// threads, one block per row.

#define BLOCK 256

// Tree reduction over the block; every thread gets the result.
template <class Op> __device__ float block_all_reduce(float v, float *buf, Op op) {
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            buf[threadIdx.x] = op(buf[threadIdx.x], buf[threadIdx.x + s]);
        __syncthreads();
    }
    float r = buf[0];
    __syncthreads();
    return r;
}

extern "C" __global__ void softmax_rows(const float *x, float *y, int cols) {
    __shared__ float buf[BLOCK];
    const float *row = x + (size_t)blockIdx.x * cols;
    float *out = y + (size_t)blockIdx.x * cols;
    float m = -3.402823466e38f;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        m = fmaxf(m, row[c]);
    m = block_all_reduce(m, buf, [](float a, float b) { return fmaxf(a, b); });
    float sum = 0.0f;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        sum += expf(row[c] - m);
    sum = block_all_reduce(sum, buf, [](float a, float b) { return a + b; });
    float inv = 1.0f / sum;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        out[c] = expf(row[c] - m) * inv;
}
