// Pack expansions libcu++'s tuple is built on:
// - `: leaf<I, T>(fwd(u))...`, one base initialiser per element of the
//   packs (before, "member initializer 'leaf' does not name a ... base");
// - a variable template's specialisation expanded in template arguments
//   (`allb<same_v<T, U>...>`, as `_CCCL_TRAIT(is_nothrow_constructible,
//   _Tp, _Up)...` is written): before, "pattern of pack expansion contains
//   no unexpanded parameter packs", which silently removed the
//   constructor template from overload resolution.
template <class T> __device__ T &&fwd(T &t) { return static_cast<T &&>(t); }
template <unsigned long... I> struct idx {};
struct tag {};
template <bool... B> struct allb { static constexpr bool value = (B && ... && true); };
template <class A, class B> constexpr bool same_v = false;
template <class A> constexpr bool same_v<A, A> = true;
template <unsigned long I, class T> struct leaf {
    T v;
    __device__ leaf() : v(T(I + 40)) {}
    template <class U> __device__ leaf(U &&u) : v(fwd(u)) {}
};
template <class I, class... T> struct impl;
template <unsigned long... I, class... T>
struct impl<idx<I...>, T...> : public leaf<I, T>... {
    __device__ impl() : leaf<I, T>()... {}
    template <class... U, bool exact = allb<same_v<T, U>...>::value>
    __device__ explicit impl(tag, U &&...u) : leaf<I, T>(fwd(u))... { which = exact ? 1 : 2; }
    int which = 0;
};
template <class... T> __device__ int count_same() { return (same_v<T, int> + ... + 0); }
__global__ void run(int *out) {
    impl<idx<0, 1, 2>, int, float, long> a(tag{}, 3, 4.5f, 6L);
    out[0] = static_cast<leaf<0, int> &>(a).v + int(static_cast<leaf<1, float> &>(a).v * 10)
           + int(static_cast<leaf<2, long> &>(a).v) * 1000;
    out[1] = a.which;
    impl<idx<0, 1>, int, long> b(tag{}, 7, 8);
    out[2] = b.which * 100 + static_cast<leaf<1, long> &>(b).v;
    impl<idx<0, 1>, int, int> c;
    out[3] = static_cast<leaf<0, int> &>(c).v + static_cast<leaf<1, int> &>(c).v * 100;
    out[4] = count_same<int, float, int>() + allb<same_v<int, int>, same_v<int, long>>::value * 10;
}
