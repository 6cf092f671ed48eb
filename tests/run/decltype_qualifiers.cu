// `decltype(e)::name` as a nested-name-specifier: libcu++'s
// `is_destructible` (`static const bool value =
// decltype(__test<_Tp>(12))::value;`), and through it `optional`,
// `is_trivially_destructible` and every trait built on them. Before,
// "use of undeclared identifier 'decltype(__test<_Tp>(12))'" (and the
// trait's value, silently missing, made the host variable error).
struct tt { static constexpr bool value = true; using type = int; template <class U> using rb = U *; enum E { A = 5 }; };
struct ff { static constexpr bool value = false; };
template <class T> T &&dv();
template <class> struct ap { using type = int; };
template <class T> struct wf {
    template <class T1> static tt test(typename ap<decltype(dv<T1 &>().~T1())>::type);
    template <class T1> static ff test(...);
    static const bool value = decltype(test<T>(12))::value;
};
struct D { int x; };
__device__ tt mk();
struct H { __device__ tt f() { return {}; } };
template <class T> __device__ auto pick(T t) -> typename decltype(t.f())::type { return 3; }
__global__ void run(int *out) {
    out[0] = wf<int>::value + wf<D>::value * 10;
    tt a;
    out[1] = decltype(a)::value;
    decltype(a)::type b = 4;
    out[2] = b;
    int slot = 0;
    typename decltype(mk())::template rb<int> p = &slot;
    *p = 9;
    out[3] = slot + decltype(a)::A * 10;
    out[4] = pick(H{});
    out[5] = sizeof(decltype(pick(H{})));
}
