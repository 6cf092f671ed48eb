// A trailing `decltype` that calls a function template through a member
// of a parameter (libstdc++'s `__niter_base(reverse_iterator<I> it) ->
// decltype(__make_reverse_iterator(__niter_base(it.base())))`): while
// the signature is read the call's arguments are unknown, and the called
// template's body must wait for real ones (it was checked with the
// unknown type and failed).
template <class I> struct rit {
    I cur;
    __device__ explicit constexpr rit(I x) : cur(x) {}
    __device__ constexpr I base() const { return cur; }
};
template <typename I> __device__ inline constexpr rit<I> mk(I i) { return rit<I>(i); }
template <typename I> __device__ I unwrap(I i) { return i; }
template <typename I>
__device__ auto rewrap(rit<I> it) -> decltype(mk(unwrap(it.base()))) {
    return mk(unwrap(it.base()));
}

__global__ void run(int *out) {
    out[1] = 5 + out[63];
    rit<int *> r(out + 1);
    out[0] = *rewrap(r).base() * 10 + (rewrap(r).base() == out + 1);
}
