// A __device__ (or __host__ __device__) lambda in host code needs nvcc's
// --extended-lambda: without it, nvcc's error, wherever the lambda is.
template <class F> __global__ void run(F f, int *p) { p[threadIdx.x] = f(threadIdx.x); }
void unused_host() { auto g = [] __host__ __device__ (int i) { return i; }; (void)g; }
int main() {
    int *p = nullptr;
    run<<<1, 1>>>([=] __device__ (int i) { return i * 2; }, p);
    return 0;
}
