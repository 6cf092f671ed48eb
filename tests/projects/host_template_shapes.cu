// Host-side shapes real projects give the kernels they launch, each of
// which once left a launched specialisation out with exit 0:
// - a kernel template and a device template declared first, used, and
//   defined after their users (the definition is the one instantiated);
// - a host template whose signature names a type only a header cudac
//   skips defines (`std::vector<T>&`), with T deduced from another
//   argument; one taking `cudaStream_t`/`cudaEvent_t`/`FILE *`;
// - a launch one of whose arguments has such a type, the kernel's
//   parameters deduced from the others.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,               \
                    cudaGetErrorString(err_));                               \
            return;                                                          \
        }                                                                    \
    } while (0)

template <class T> __device__ T twice(T v);
template <class T> __global__ void scale(T *p, int n);

template <class T> void launch_scale(T *d, int n) {
    scale<<<(n + 127) / 128, 128>>>(d, n);
}

template <class T> __global__ void scale(T *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = twice(p[i]);
}

template <class T> __device__ T twice(T v) { return v + v; }

template <class T> __global__ void axpy(T a, const T *x, T *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

template <class T> void upload_and_axpy(std::vector<T> &host, T *dx, T *dy, T a) {
    int n = (int)host.size();
    CHECK(cudaMemcpy(dx, host.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    axpy<<<(n + 255) / 256, 256>>>(a, dx, dy, n);
}

template <class T> __global__ void fill(T *p, T v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

template <class T>
void timed_fill(FILE *log, T *d, T v, int n, cudaStream_t s, cudaEvent_t start,
                cudaEvent_t stop) {
    CHECK(cudaEventRecord(start, s));
    fill<<<(n + 255) / 256, 256, 0, s>>>(d, v, n);
    CHECK(cudaEventRecord(stop, s));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    fprintf(log, "fill: %.3f ms\n", ms);
}

template <class T> __global__ void gather(T *out, const int *idx, const T *in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[idx[i]];
}

int main() {
    const int n = 1 << 12;
    std::vector<double> hd(n, 1.0);
    std::vector<int> hidx(n, 0);
    double *dx = nullptr, *dy = nullptr;
    int *didx = nullptr;
    short *ds = nullptr;
    cudaMalloc(&dx, n * sizeof(double));
    cudaMalloc(&dy, n * sizeof(double));
    cudaMalloc(&didx, n * sizeof(int));
    cudaMalloc(&ds, n * sizeof(short));
    launch_scale(dx, n);
    upload_and_axpy(hd, dx, dy, 2.0);
    cudaStream_t s;
    cudaEvent_t a, b;
    cudaStreamCreate(&s);
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    timed_fill(stdout, ds, (short)3, n, s, a, b);
    // `hidx.data()` names a type from <vector>; T = double from `dx`.
    gather<<<n / 256, 256>>>(dy, hidx.data(), dx, n);
    cudaDeviceSynchronize();
    return 0;
}
