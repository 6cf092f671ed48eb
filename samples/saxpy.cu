// saxpy.cu: y[i] = a * x[i] + y[i] for n floats (single-precision a*x plus y).
// Runner launch shape: n = 1 << 20, a = 2.5, 1-D blocks of 256 threads,
// (n + 255) / 256 blocks.

extern "C" __global__ void saxpy(int n, float a, const float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}
