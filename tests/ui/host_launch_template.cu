// A kernel template that only host code launches gets no specialization
// (cudac compiles device code only): a warning says so, with the fix.
// Explicitly instantiated templates and plain kernels are fine.
template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
template <class T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }
template __global__ void scale<float>(float *, float);
__global__ void plain(int *p) { p[0] = 1; }
int main() {
    float *d = nullptr;
    fill<<<1, 32>>>(d, 1.0f);
    fill<float><<<1, 32>>>(d, 2.0f);
    scale<<<1, 32>>>(d, 2.0f);
    plain<<<1, 1>>>(nullptr);
    return 0;
}
