// Type errors: invalid operands, assignment to const, bad conversions.
__device__ void f(const int *p, float *q) {
    const int c = 3;
    c = 4;
    *p = 1;
    int x = q;
    float y = 1.5f % 2.0f;
    q = 7;
}
__global__ void k(float *q) { f(0, q); }
