// A function parameter whose template parameters all stand in
// non-deduced contexts (`typename Traits<T>::elem *`) takes no part in
// deduction: with `T` given explicitly, `nullptr` or a derived pointer
// only has to convert to the substituted type (CWG 1391, as nvcc and
// clang do). Before, `k<float>(nullptr)` was "could not match
// 'Traits<T>::elem *' against 'std::nullptr_t'", and a kernel launched
// so was "cudac cannot tell which specialization".
template <class T>
struct Traits {
    static constexpr int size = sizeof(T);
    using elem = T;
};
struct Base {
    int v = 7;
};
struct Derived : Base {};

template <class T, int S = Traits<T>::size>
__device__ int size_or(typename Traits<T>::elem *p) {
    return p ? (int)*p : S;
}

template <class T>
__device__ int read(const typename Traits<T>::elem *p, T fallback) {
    return p ? p->v : (int)fallback.v;
}

__global__ void run(int *out) {
    out[0] = size_or<float>(nullptr);
    out[1] = size_or<double>(nullptr);
    float f = 3.5f;
    out[2] = size_or<float>(&f);
    Derived d;
    out[3] = read<Base>(&d, Base());
    out[4] = read(nullptr, Base());
}
