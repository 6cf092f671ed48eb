// A class template's constructor templates and member templates defined
// outside the class (`template <class A, class B> template <class...
// Args1, class... Args2> pr<A, B>::pr(pc_t, tup<Args1...>, tup<Args2...>)`,
// as <tuple> defines pair's piecewise constructor): matched to their
// in-class declarations, packs included.
template <class... T> struct tup {};
struct pc_t {};
template <class A, class B> struct pr {
    A a;
    B b;
    __device__ pr(A x, B y) : a(x), b(y) {}
    template <typename... Args1, typename... Args2>
    __device__ pr(pc_t, tup<Args1...>, tup<Args2...>);
    template <class U> __device__ U get() const;
};
template <class A, class B>
template <typename... Args1, typename... Args2>
__device__ pr<A, B>::pr(pc_t, tup<Args1...>, tup<Args2...>)
    : a(sizeof...(Args1)), b(sizeof...(Args2) * 10) {}
template <class A, class B> template <class U> __device__ U pr<A, B>::get() const {
    return U(a) + U(b);
}
__global__ void run(int *out) {
    pr<int, float> p(1, 2.5f);
    pr<int, int> q(pc_t{}, tup<int, int>{}, tup<char>{});
    out[0] = p.get<int>();
    out[1] = q.a + q.b;
    out[2] = (int)(p.get<float>() * 2);
}
