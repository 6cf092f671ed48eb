// Kernels as people write them, with no #include and no changes: a
// warp-shuffle reduction, a shared-memory histogram with atomics, a
// softmax with expf/fmaxf (libdevice linked and inlined: max.f32 and
// expf's ex2.approx, no __nv_* call left), float4 vector loads, printf debugging, a CAS-loop float atomic
// max and an inline-PTX lane id.
// ARGS: -rdc=true -O2 -ptx
__device__ __forceinline__ unsigned lane_id() {
    unsigned r;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}
__device__ __forceinline__ float warp_reduce_sum(float v) {
#pragma unroll
    for (int offset = warpSize / 2; offset > 0; offset >>= 1)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}
__device__ float atomicMaxFloat(float *addr, float value) {
    int *p = (int *)addr;
    int old = *p, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= value) break;
        old = atomicCAS(p, assumed, __float_as_int(value));
    } while (assumed != old);
    return __int_as_float(old);
}
__global__ void histogram(const unsigned char *data, int n, unsigned *bins) {
    __shared__ unsigned local[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}
__global__ void softmax_row(const float *in, float *out, int cols, float *row_max) {
    const float *row = in + blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, row[c]);
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += expf(row[c] - m);
    s = warp_reduce_sum(s);
    if (lane_id() == 0) atomicMaxFloat(row_max, m);
    for (int c = threadIdx.x; c < cols; c += blockDim.x) out[blockIdx.x * cols + c] = expf(row[c] - m) / s;
}
__global__ void scale4(const float4 *__restrict__ in, float4 *out, float k, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 v = in[i];
    out[i] = make_float4(v.x * k, v.y * k, v.z * k, v.w * k);
    if (i == 0) printf("scale4: n=%d k=%f first=%f\n", n, k, v.x);
}
// CHECK-NOT: __nv_
// CHECK: atom.cas.b32
// CHECK: .entry _Z9histogramPKhiPj(
// CHECK: atom.shared.add.u32
// CHECK: atom.global.add.u32
// CHECK: .entry _Z11softmax_rowPKfPfiS1_(
// CHECK-NOT: __nv_
// CHECK: max.f32
// CHECK: ex2.approx.ftz.f32
// CHECK: shfl.sync.down.b32
// CHECK: , 16, 31, -1;
// CHECK: mov.u32 %r
// CHECK: , %laneid;
// CHECK: atom.global.cas.b32
// CHECK: .entry _Z6scale4PK6float4PS_fi(
// CHECK: ld.global.nc.v4.f32
// CHECK: st.global.v4.f32
// CHECK: vprintf,
