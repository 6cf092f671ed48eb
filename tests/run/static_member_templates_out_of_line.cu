// A static member template defined out of line (where `static` is not
// repeated) stays static: called through the class, with no object.
// Thrust's `allocator_traits<Alloc>::construct(a, p)` is one; cudac took
// the definition's missing `static` for a non-static member, so the call
// passed its first argument as the object ("no viable conversion").

template <class A> struct traits {
    using allocator_type = A;
    template <class T> __host__ __device__ static void construct(allocator_type &a, T *p);
    template <class T, class U> __host__ __device__ static void construct(allocator_type &a, T *p, U v);
};
template <class A>
template <class T>
__host__ __device__ void traits<A>::construct(allocator_type &a, T *p) {
    *p = T(a.base);
}
template <class A>
template <class T, class U>
__host__ __device__ void traits<A>::construct(allocator_type &a, T *p, U v) {
    *p = T(a.base + v);
}

template <class A> struct via {
    A &a;
    __host__ __device__ via(A &a) : a(a) {}
    template <class T> __host__ __device__ void operator()(T &x) { traits<A>::construct(a, &x); }
};
struct alloc {
    int base;
};

__global__ void run(int *out) {
    alloc al{40};
    via<alloc> v(al);
    int x = 3;
    v(x);
    out[0] = x;
    long y = 0;
    traits<alloc>::construct(al, &y, 2);
    out[1] = (int)y;
}
