// A function template's return type that names a value parameter
// (`Q<d> *compute<3>()`, moderngpu's cities demo returning
// `unique_ptr<query_results<d>>`) is mangled as written, `XT_E`, in the
// template's own signature: in its symbol and in the names of the lambdas
// local to it, hence in the kernels launched with them. nvcc 13.0's names.
// ARGS: -ptx -arch=sm_80 --extended-lambda
// CHECK: .entry _Z4kernIZ7computeILi3EEP1QIXT_EEiEUliE_EvT_(
// CHECK: .entry _Z4kernIZ5boxedILi2EE3BoxI1QIXT_EEEiEUliE_EvT_(
template <int d> struct Q { float v[d]; };
template <class T> struct Box { T *p; };
template <class F> __global__ void kern(F f) { f(1); }
template <int d> Q<d> *compute(int n) {
    auto l = [=] __device__(int i) { (void)n; };
    kern<<<1, 1>>>(l);
    return nullptr;
}
template <int d> Box<Q<d>> boxed(int n) {
    auto l = [=] __device__(int i) { (void)n; };
    kern<<<1, 1>>>(l);
    return Box<Q<d>>{nullptr};
}
void run() {
    compute<3>(4);
    boxed<2>(5);
}
