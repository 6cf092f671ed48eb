// Class template argument deduction whose arguments expand a pack
// (`return Tensor{Engine{arg0}, args...};`, CuTe's `MakeTensor`, behind
// every `make_tensor`): each element is an argument. cudac deduced from
// the unexpanded pattern, found no guide, and the function's deduced
// return type was unknown.
template <class E, class L> struct Tensor {
    __host__ __device__ constexpr Tensor() {}
    __host__ __device__ constexpr Tensor(E const& e, L const& l) : e_(e), l_(l) {}
    __host__ __device__ int operator()(int i, int j) const { return e_.p[0] + l_ * i + j; }
    E e_;
    L l_;
};
template <class P> struct View {
    P p;
};
template <class T> struct Make {
    template <class A0, class... As>
    __host__ __device__ constexpr auto operator()(A0 const& a0, As const&... as) const {
        using Engine = View<A0>;
        if constexpr (sizeof...(As) == 1) {
            return Tensor{Engine{a0}, as...};
        } else {
            return Tensor(Engine{a0}, (as + ...));
        }
    }
};
template <class I, class... As>
__host__ __device__ constexpr auto make(I const& i, As const&... as) {
    return Make<I>{}(i, as...);
}
template <class... Ts> struct Pair {
    __device__ Pair(Ts... ts) : sum((ts + ...)) {}
    int sum;
};
template <class... Ts> __device__ int pair_sum(Ts... ts) {
    Pair p(ts...);
    return p.sum + (int)sizeof...(Ts);
}
__global__ void run(int *out) {
    out[0] = 5;
    auto t = make(out, 3);
    out[1] = t(1, 2);
    Tensor u = make(out, 4, 10L);
    out[2] = u(1, 2);
    out[3] = sizeof(u.l_);
    out[4] = pair_sum(1, 2, 3);
}
