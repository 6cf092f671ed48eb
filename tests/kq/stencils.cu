// Project-style kernels for `cargo xtask kq`: stencils and convolutions.
#include <cuda_runtime.h>

__global__ void jacobi2d(const float *in, float *out, int nx, int ny) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i > 0 && i < nx - 1 && j > 0 && j < ny - 1) {
        int idx = j * nx + i;
        out[idx] = 0.25f * (in[idx - 1] + in[idx + 1] + in[idx - nx] + in[idx + nx]);
    }
}

__global__ void stencil3d(const float *in, float *out, int nx, int ny, int nz) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < 1 || i >= nx - 1 || j < 1 || j >= ny - 1)
        return;
    int plane = nx * ny;
    for (int k = 1; k < nz - 1; k++) {
        int idx = k * plane + j * nx + i;
        out[idx] = -6.0f * in[idx] + in[idx - 1] + in[idx + 1] + in[idx - nx] + in[idx + nx] +
                   in[idx - plane] + in[idx + plane];
    }
}

__global__ void stencil3d_fixed(const float *in, float *out) {
    const int NX = 128, NY = 128, NZ = 64;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < 1 || i >= NX - 1 || j < 1 || j >= NY - 1)
        return;
    for (int k = 1; k < NZ - 1; k++) {
        int idx = (k * NY + j) * NX + i;
        out[idx] = in[idx] + 0.1f * (in[idx - 1] + in[idx + 1] + in[idx - NX] + in[idx + NX] +
                                     in[idx - NX * NY] + in[idx + NX * NY] - 6.0f * in[idx]);
    }
}

#define RADIUS 4
__constant__ float c_weights[2 * RADIUS + 1];

__global__ void conv1d(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= RADIUS && i < n - RADIUS) {
        float acc = 0.0f;
        for (int r = -RADIUS; r <= RADIUS; r++)
            acc += c_weights[r + RADIUS] * in[i + r];
        out[i] = acc;
    }
}

__global__ void conv2d(const float *img, const float *mask, float *out, int w, int h, int mw) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    int r = mw / 2;
    float acc = 0.0f;
    for (int dy = -r; dy <= r; dy++) {
        for (int dx = -r; dx <= r; dx++) {
            int xx = min(max(x + dx, 0), w - 1);
            int yy = min(max(y + dy, 0), h - 1);
            acc += img[yy * w + xx] * mask[(dy + r) * mw + dx + r];
        }
    }
    out[y * w + x] = acc;
}
