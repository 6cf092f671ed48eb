// A kernel template that host code launches with deduced template
// arguments gets no specialization (cudac does not compile host code, so
// it cannot deduce them): a warning says so, with the fix. Launches that
// write every template argument, explicit instantiations and plain
// kernels are fine.
template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
template <class T> __global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }
template __global__ void scale<float>(float *, float);
template <class T> __global__ void zero(T *p) { p[threadIdx.x] = T(); }
__global__ void plain(int *p) { p[0] = 1; }
int main() {
    float *d = nullptr;
    fill<<<1, 32>>>(d, 1.0f);
    fill<float><<<1, 32>>>(d, 2.0f);
    scale<<<1, 32>>>(d, 2.0f);
    plain<<<1, 1>>>(nullptr);
    zero<<<1, 32>>>(d);
    zero<<<1, 32>>>(d + 32);
    return 0;
}
