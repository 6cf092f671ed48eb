// `T(x)` constructs a temporary of class `T`, which must be complete: a
// class template specialisation named only as a template argument while
// another class was being defined is declared only until then (defined on
// first use). Thrust's `pointer_dereference_impl` returns `Reference(ptr)`
// for such a `thrust::reference<…>`: cudac found it without constructors
// ("no matching constructor") and could not follow `thrust::sort`.

template <class T> struct R {
    int v;
    __host__ __device__ constexpr explicit R(int x) : v(x * 2) {}
};
template <class T> struct id {
    using type = T;
};
template <class Ref> __host__ __device__ constexpr int deref(int x) { return Ref(x).v; }
template <class T> struct P {
    using ref = typename id<R<T>>::type;
    static constexpr int k = deref<ref>(5);
};

__global__ void run(int *out) {
    out[0] = P<int>::k;
    out[1] = deref<R<char>>(7);
}
