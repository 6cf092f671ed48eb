// Writing a predefined variable in any form is an error at its span.
__global__ void k(int *p) {
    threadIdx.x = 0;
    blockIdx.y += 2;
    gridDim.z++;
    --blockDim.x;
    unsigned *q = &threadIdx.x;
    warpSize = 16;
    p[0] = threadIdx.x;
}
