// A stand-in for a library like Thrust: kernels declared in a header,
// launched from the library's own host code (which cudac does not read).
namespace klib {
template <class T> __global__ void fill_kernel(T *p, T v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}
template <class T> void fill(T *p, T v, int n) { fill_kernel<<<(n + 127) / 128, 128>>>(p, v, n); }
template <class T> __device__ T twice(T v) { return v + v; }
} // namespace klib
