// The whole PTX of two everyday kernels, kept as a snapshot
// (snapshot_reduce_ptx.snap): any change to what cudac emits for them
// shows up in review as a diff, and `cargo xtask bless --case
// snapshot_reduce_ptx` accepts it. A grid-stride SAXPY and a shared-memory
// block reduction with warp shuffles for the last 32 lanes.
// ARGS: -ptx -arch=sm_80
// SNAPSHOT
// CHECK: .visible .entry _Z5saxpyifPKfPf(
// CHECK: .visible .entry _Z9block_sumPKfPfi(
// CHECK: shfl.sync.down.b32

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

__global__ void block_sum(const float *in, float *out, int n) {
    __shared__ float part[256];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    part[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (t < s)
            part[t] += part[t + s];
        __syncthreads();
    }
    if (t < 32) {
        float v = part[t] + part[t + 32];
        for (int off = 16; off > 0; off /= 2)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (t == 0)
            atomicAdd(out, v);
    }
}
