// Syntax errors in two device functions are both reported, with the
// missing ';' placed after the expression.
__device__ int f(int x) {
    int y = x + 1
    return y;
}
__global__ void k(int *p) {
    p[0] = (3 + ;
}
