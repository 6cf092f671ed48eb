// An explicit instantiation definition of a host function template
// defines it ([temp.explicit]p10), so the kernels its body launches exist,
// as nvcc emits them (HeCBench's lanczos ends with
// `template vector<float> gpu_lanczos_eigen(const csr_matrix<float> &, int, int);`
// and cudac gave none of its 8 kernels, with exit 0). Through a call
// chain, with deduced and written arguments; `extern template` only
// declares, and launches nothing. Kernel names are nvcc 13.0's.
// ARGS: --emit=ptx
// CHECK: .entry _Z6scaledIfEvPT_S0_(
// CHECK: .entry _Z3dotIfEvPKT_PS0_(
// CHECK: .entry _Z6scaledIdEvPT_S0_(
// CHECK: .entry _Z3dotIdEvPKT_PS0_(
// CHECK-NOT: .entry
template <class T> __global__ void scaled(T *p, T by) { p[threadIdx.x] *= by; }
template <class T> __global__ void dot(const T *p, T *out) { atomicAdd(out, p[threadIdx.x]); }
template <class T> __global__ void never(T *p) { p[0] = T(); }

template <class T> struct matrix {
    int n;
    int size() const { return n; }
};

template <class T> T device_dot(const T *p, T *scratch) {
    dot<T><<<1, 32>>>(p, scratch);
    return T();
}

template <class T> T solve(const matrix<T> &m, T *x, T *scratch) {
    scaled<T><<<1, 32>>>(x, T(2));
    return device_dot(x, scratch) + T(m.size());
}

template <class T> int declared_only(T *p) {
    never<T><<<1, 1>>>(p);
    return 0;
}

template float solve(const matrix<float> &, float *, float *);
template double solve<double>(const matrix<double> &, double *, double *);
extern template int declared_only(int *);
