// Shapes of real CUDA code: launch configuration macros, error checking,
// min/max without enough parentheses, index helpers.
#define BLOCK_SIZE 256
#define TILE 16
#define WARP 32
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))
#define MIN(a, b) a < b ? a : b
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define IDX2C(i, j, ld) (((j) * (ld)) + (i))
#define FULL_MASK 0xffffffff
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define CUDA_CHECK(call)                                                  \
    do {                                                                  \
        cudaError_t err_ = (call);                                        \
        if (err_ != cudaSuccess) {                                        \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, \
                    #call, cudaGetErrorString(err_));                     \
            exit(1);                                                      \
        }                                                                 \
    } while (0)
#define GRID_STRIDE_LOOP(i, n)                                           \
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);          \
         i += blockDim.x * gridDim.x)
#define WARP_REDUCE(v)                                                   \
    for (int off_ = WARP / 2; off_ > 0; off_ /= 2)                        \
        v += __shfl_down_sync(FULL_MASK, v, off_)

template <int B>
__global__ void __launch_bounds__(BLOCK_SIZE, 2)
reduce(const float *__restrict__ in, float *out, int n) {
    __shared__ float tile[TILE][TILE + 1];
    float sum = 0;
    GRID_STRIDE_LOOP(i, n) { sum += in[i]; }
    WARP_REDUCE(sum);
    int m = MIN(n, BLOCK_SIZE) * 2;   // precedence surprise, kept as is
    int k = MAX(n & 1, m | 2);
    tile[threadIdx.y][threadIdx.x] = in[IDX2C(threadIdx.x, threadIdx.y, TILE)];
    if ((threadIdx.x & (WARP - 1)) == 0) atomicAdd(out, sum);
}

void launch(const float *in, float *out, int n) {
    dim3 grid(CEIL_DIV(n, BLOCK_SIZE)), block(BLOCK_SIZE);
    reduce<BLOCK_SIZE><<<grid, block, 0, 0>>>(in, out, n);
    reduce<BLOCK_SIZE><<<CEIL_DIV(n, 128), 128>>>(in, out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out, in, n * sizeof(float), cudaMemcpyDeviceToHost));
}
