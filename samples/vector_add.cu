// vector_add.cu: c[i] = a[i] + b[i] for n floats.
// Runner launch shape: n = 1 << 20, 1-D blocks of 256 threads, (n + 255) / 256 blocks.
//
// The host `main` below is ordinary CUDA host code (allocation, copies, a
// <<<...>>> launch). Device compilation (cudac, or nvcc -ptx) skips it and
// emits only the kernel; the runner ignores it and launches the kernel itself.
#include <cstdio>
#include <cstdlib>

extern "C" __global__ void vector_add(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}

int main() {
    const int n = 1 << 20;
    const size_t bytes = n * sizeof(float);
    float *h_a = (float *)malloc(bytes);
    float *h_b = (float *)malloc(bytes);
    float *h_c = (float *)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        h_a[i] = (float)i;
        h_b[i] = 2.0f * (float)i;
    }
    float *d_a, *d_b, *d_c;
    cudaMalloc((void **)&d_a, bytes);
    cudaMalloc((void **)&d_b, bytes);
    cudaMalloc((void **)&d_c, bytes);
    cudaMemcpy(d_a, h_a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(d_b, h_b, bytes, cudaMemcpyHostToDevice);
    vector_add<<<(n + 255) / 256, 256>>>(d_a, d_b, d_c, n);
    cudaMemcpy(h_c, d_c, bytes, cudaMemcpyDeviceToHost);
    printf("c[12345] = %f (expected %f)\n", h_c[12345], 3.0f * 12345.0f);
    cudaFree(d_a);
    cudaFree(d_b);
    cudaFree(d_c);
    free(h_a);
    free(h_b);
    free(h_c);
    return 0;
}
