// __shared__ variables: no initialisers; extern ones must be unsized arrays.
__global__ void k(float *out) {
    __shared__ float s = 1.0f;
    extern __shared__ float dyn[4];
    __shared__ __constant__ int both;
    out[0] = s + dyn[0];
}
