// --diag-format=sarif: the compilation's diagnostics as one SARIF 2.1.0
// log on one line: each error a result with its location (through the
// macro) and related locations (the macro expansion, an overload
// candidate).
// ARGS: --diag-format=sarif
#define STORE(p, v) (p)[threadIdx.x] = v

__device__ void take(int *p, int n);
__device__ void take(float *p, int n);

__global__ void k(int *out, double *d) {
    STORE(out, undeclared);
    take(d, 1);
}
