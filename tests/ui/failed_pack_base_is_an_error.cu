// A class whose base (here one element of a pack of bases, each rebound
// through a member alias template) cannot be formed is an error, as in
// C++, even when device code only deduces through the class at compile
// time (CCCL's `__type_switch`): before, the base was dropped silently and
// the deduction picked the fallback, a wrong type with exit 0.
template <class V> struct tdef { template <class> using rebind = tdef; using type = V; };
template <auto L, class V> struct tcase {
    template <class O> using rebind = tcase<O::nope, V>;
    using type = V;
};
template <auto L, class V> __device__ auto sw_fn(tcase<L, V> *, int) -> tcase<L, V>;
template <auto L, class V> __device__ auto sw_fn(tdef<V> *, long) -> tdef<V>;
template <class T, class... Cs> struct swf : Cs::template rebind<T>... {
    template <class Lab>
    using call = typename decltype(sw_fn<Lab::value>(static_cast<swf *>(nullptr), 0))::type;
};
template <class T, T v> struct ic { static constexpr T value = v; };
template <unsigned long S>
using pick = typename swf<unsigned long, tcase<8, double>, tdef<float>>::template call<ic<unsigned long, S>>;
__global__ void k(int *o) { o[0] = sizeof(pick<8>); }
