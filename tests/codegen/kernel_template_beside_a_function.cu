// A non-template function whose name and signature are a kernel
// template's is another entity ([temp.over.link]): it overloads the
// template, and `k<3><<<…>>>` in its body launches the template's
// specialisation. SGEMM_CUDA's `runSgemmDoubleBuffering2` is both a
// kernel template and the host function that launches it; cudac took
// the function for a redeclaration of the template ("redeclared as
// __host__, previously declared as __global__"). Checked against nvcc
// 13.0, also with the function declared before the template.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z1kILi3EEviPf(
// CHECK: .entry _Z1gILi5EEviPf(
void g(int n, float *p);
template <int B> __global__ void k(int n, float *p) { p[n] = B; }
void k(int n, float *p) { k<3><<<1, 1>>>(n, p); }
template <int B> __global__ void g(int n, float *p) { p[n] = B; }
void g(int n, float *p) { g<5><<<1, 1>>>(n, p); }
void both(int n, float *p) {
    k(n, p);
    g(n, p);
}
