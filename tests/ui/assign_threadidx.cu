// Writing a predefined variable in any form (assignment, increment,
// address-of, binding a non-const reference) is an error at its span.
__global__ void k(int *p) {
    threadIdx.x = 0;
    blockIdx.y += 2;
    gridDim.z++;
    --blockDim.x;
    unsigned *q = &threadIdx.x;
    warpSize = 16;
    p[0] = threadIdx.x;
}
__device__ void takes(unsigned &r) { r = 1; }
__global__ void bind_refs(unsigned *out) {
    uint3 &r = threadIdx;
    unsigned &rx = threadIdx.x;
    const uint3 &fine = threadIdx;
    takes(blockIdx.y);
    int &w = warpSize;
    auto &whole = gridDim;
    out[0] = r.x + rx + fine.x + w + whole.x;
}
