// A whole program as CUDA samples write it: host main with <vector>,
// <iostream> and <cstdio>, a helper header from the project's include
// directory (Makefile-style -I), an error-check macro, a timer class with
// virtual functions, host globals with dynamic initialisers, events.
// ARGS: -Iprojects/include
#include <cstdio>
#include <iostream>
#include <vector>
#include <cmath>
#include "helper_cuda.h"

int numElements = 1 << 20;
int numBlocks = (numElements + 255) / 256;

__global__ void vectorAdd(const float *A, const float *B, float *C, int n) {
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < n)
        C[i] = A[i] + B[i] + 0.0f;
}

static __global__ void scaleInPlace(float *C, float s, int n) {
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < n)
        C[i] *= s;
}

int main(int argc, char **argv) {
    size_t size = numElements * sizeof(float);
    std::vector<float> h_A(numElements), h_B(numElements), h_C(numElements);
    for (int i = 0; i < numElements; ++i) {
        h_A[i] = rand() / (float)RAND_MAX;
        h_B[i] = rand() / (float)RAND_MAX;
    }
    float *d_A = NULL, *d_B = NULL, *d_C = NULL;
    checkCudaErrors(cudaMalloc((void **)&d_A, size));
    checkCudaErrors(cudaMalloc((void **)&d_B, size));
    checkCudaErrors(cudaMalloc((void **)&d_C, size));
    checkCudaErrors(cudaMemcpy(d_A, h_A.data(), size, cudaMemcpyHostToDevice));
    checkCudaErrors(cudaMemcpy(d_B, h_B.data(), size, cudaMemcpyHostToDevice));

    StopWatchInterface *timer = new StopWatchLinux();
    cudaEvent_t start, stop;
    checkCudaErrors(cudaEventCreate(&start));
    checkCudaErrors(cudaEventCreate(&stop));
    timer->start();
    checkCudaErrors(cudaEventRecord(start));
    int threadsPerBlock = 256;
    int blocksPerGrid = iDivUp(numElements, threadsPerBlock);
    vectorAdd<<<blocksPerGrid, threadsPerBlock>>>(d_A, d_B, d_C, numElements);
    scaleInPlace<<<blocksPerGrid, threadsPerBlock>>>(d_C, 0.5f, numElements);
    checkCudaErrors(cudaGetLastError());
    checkCudaErrors(cudaEventRecord(stop));
    checkCudaErrors(cudaEventSynchronize(stop));
    timer->stop();
    float ms = 0;
    checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));
    checkCudaErrors(cudaMemcpy(h_C.data(), d_C, size, cudaMemcpyDeviceToHost));
    for (int i = 0; i < numElements; ++i) {
        if (fabs(0.5f * (h_A[i] + h_B[i]) - h_C[i]) > 1e-5) {
            std::cerr << "Result verification failed at element " << i << std::endl;
            exit(EXIT_FAILURE);
        }
    }
    std::cout << "PASSED in " << ms << " ms (" << timer->getTime() << " ms wall)" << std::endl;
    delete timer;
    cudaFree(d_A);
    cudaFree(d_B);
    cudaFree(d_C);
    return 0;
}
