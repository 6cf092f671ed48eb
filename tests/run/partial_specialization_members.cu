// Out-of-line members of a class template's partial specialisation, as
// <vector> defines `vector<bool, _Alloc>`'s in vector.tcc: each belongs to
// the instances that specialisation defines, never to the primary
// template's (and the primary's never to them), member templates too.
template <class T, class A> struct vec {
    T v;
    __device__ int size() const;
    template <class U> __device__ int add(U u) const;
};
template <class A> struct vec<bool, A> {
    unsigned bits;
    __device__ int size() const;
    __device__ int flip();
    template <class U> __device__ int add(U u) const;
};
template <class T, class A> __device__ int vec<T, A>::size() const { return (int)sizeof(T); }
template <class T, class A>
template <class U>
__device__ int vec<T, A>::add(U u) const {
    return (int)(v + u);
}
template <class A> __device__ int vec<bool, A>::size() const { return 100; }
template <class A> __device__ int vec<bool, A>::flip() { return (int)(bits = ~bits) & 7; }
template <class A>
template <class U>
__device__ int vec<bool, A>::add(U u) const {
    return (int)bits + 1000 * (int)u;
}
__global__ void run(int *out) {
    vec<double, int> d{2.5};
    vec<bool, int> b{3};
    out[0] = d.size();
    out[1] = b.size();
    out[2] = b.flip();
    out[3] = d.add(4);
    out[4] = b.add(2);
}
