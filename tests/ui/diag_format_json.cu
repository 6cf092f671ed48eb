// --diag-format=json: one JSON object per diagnostic per line, with the
// location where the user wrote it (through the macro) and notes that
// carry their own locations (the macro expansion, an overload candidate).
// ARGS: --diag-format=json
#define STORE(p, v) (p)[threadIdx.x] = v
#define CLEAR(p) (p)[threadIdx.x] = missing_zero

__device__ void take(int *p, int n);
__device__ void take(float *p, int n);

__global__ void k(int *out, double *d) {
    STORE(out, undeclared);
    take(d, 1);
    threadIdx = dim3(1, 1, 1);
    CLEAR(out);
}
