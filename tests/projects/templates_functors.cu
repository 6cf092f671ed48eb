// Generic kernels the way libraries write them: a transform kernel
// template taking a functor or a device lambda, launched from a host
// wrapper template with deduced arguments; a kernel template launched with
// explicit arguments from a class template's member; a kernel address
// given to cudaFuncGetAttributes and cudaLaunchKernel.
// ARGS: --extended-lambda
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

template <class T, class Op> __global__ void transform(const T *in, T *out, int n, Op op) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = op(in[i]);
}

struct Square {
    template <class T> __device__ T operator()(T x) const { return x * x; }
};

template <class T> struct Affine {
    T a, b;
    __device__ T operator()(T x) const { return a * x + b; }
};

template <class T, class Op> void apply(const T *in, T *out, int n, Op op) {
    int block = 128;
    transform<<<(n + block - 1) / block, block>>>(in, out, n, op);
}

template <class T, int TILE> __global__ void fill_tile(T *p, T v) {
    __shared__ T tile[TILE];
    tile[threadIdx.x % TILE] = v;
    __syncthreads();
    p[blockIdx.x * TILE + threadIdx.x % TILE] = tile[threadIdx.x % TILE];
}

template <class T> class DeviceBuffer {
  public:
    explicit DeviceBuffer(size_t n) : n_(n) { cudaMalloc(&ptr_, n * sizeof(T)); }
    ~DeviceBuffer() { cudaFree(ptr_); }
    T *get() const { return ptr_; }
    void fill(T v) { fill_tile<T, 64><<<(unsigned)(n_ / 64), 64>>>(ptr_, v); }

  private:
    T *ptr_;
    size_t n_;
};

__global__ void plain(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
    const int n = 4096;
    std::vector<float> host(n, 1.0f);
    DeviceBuffer<float> a(n), b(n);
    DeviceBuffer<double> c(n);
    cudaMemcpy(a.get(), host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    apply(a.get(), b.get(), n, Square());
    apply(c.get(), c.get(), n, Affine<double>{2.0, 1.0});
    float scale = 3.0f;
    apply(a.get(), b.get(), n, [=] __device__(float x) { return x * scale; });
    a.fill(0.5f);
    c.fill(1.5);
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, fill_tile<float, 64>);
    int *ip = nullptr;
    void *args[] = {&ip};
    cudaLaunchKernel((const void *)plain, dim3(1), dim3(32), args, 0, nullptr);
    printf("%d registers\n", attr.numRegs);
    return 0;
}
