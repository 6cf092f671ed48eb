// Errors only device code has, in __host__ __device__ functions, are
// reported when device code uses the function, with the device function
// that uses it; unused ones stay quiet. A lambda in a kernel is a device
// function (nvcc: its call operator takes the kernel's space), so its
// error needs no use.
int host_only(int x) { return x + 1; }
__host__ __device__ int unused(int x) { return host_only(x); }
__host__ __device__ int calls_host(int x) { return host_only(x); }
__host__ __device__ int indirect(int x) { return calls_host(x); }
__host__ __device__ int vla(int n) {
    int a[n];
    a[0] = n;
    return a[0];
}
__device__ int dev(int x) { return indirect(x) + vla(x); }
__global__ void k(int *p) {
    auto l = [](int v) { return host_only(v); };
    p[0] = l(1) + dev(2);
}
