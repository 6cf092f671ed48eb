// Function templates with default arguments: a call may leave the trailing
// parameters to their defaults (they take no part in deduction), which are
// checked in the scope the template's arguments are bound in (`U(2)`,
// `T()`, a defaulted template parameter `N`); member templates too; a
// plain function still wins over a template it ties with.

template <class T> struct V {
    T x;
    template <class U> __device__ U as(U scale = U(2)) const { return U(x) * scale; }
};
template <class T, int N = 4>
__device__ T sum(const T *p, int n = N, T init = T()) {
    for (int i = 0; i < n; ++i)
        init += p[i];
    return init;
}
template <class T> __device__ T pick(T a, T b, bool first = true) { return first ? a : b; }
__device__ double pick(double a, double b) { return a + b; }

template <class T> struct Interval {
    T lo, hi;
};
template <class T>
__device__ Interval<T> widen(Interval<T> const &x, Interval<T> const &y, bool b = true) {
    return b ? Interval<T>{x.lo - y.lo, x.hi + y.hi} : x;
}
template <class T> __device__ T width(Interval<T> a, Interval<T> b) { return widen(a, b).hi - widen(a, b, false).lo; }

__global__ void run(int *out) {
    int n = 0;
    float in[5] = {1, 2, 3, 4, 5};
    V<int> v{3};
    out[n++] = (int)(v.as<float>() + v.as<float>(1.5f));
    out[n++] = (int)sum(in);
    out[n++] = (int)sum(in, 2);
    out[n++] = (int)sum<float, 3>(in);
    out[n++] = (int)pick(1.0f, 2.0f);
    out[n++] = (int)pick(1.0f, 2.0f, false);
    out[n++] = (int)pick(1.0, 2.0);
    out[n++] = width(Interval<int>{1, 2}, Interval<int>{3, 4});
    out[n++] = n;
}
