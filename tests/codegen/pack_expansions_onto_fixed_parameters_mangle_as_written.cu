// A pack expanded onto class template parameters that are no packs
// (`TM<Args...>` for three fixed ones, `Traits<Args...>` whose first
// parameter is fixed and the rest a pack) mangles as written, as nvcc
// 13.0 names these device functions: the expansion without an argument
// pack around it, and an empty pack for a pack parameter it did not
// reach. `Tup<Args...>` of a variadic template keeps its `J…E`.
// ARGS: -ptx -arch=sm_80 -rdc=true
// CHECK: .func  (.param .b32 func_retval0) _Z2trIJicEEi6TraitsIDpT_JEE
// CHECK: .func  (.param .b32 func_retval0) _Z2tuIJicEEi3TupIJDpT_EE
// CHECK: .func  (.param .b32 func_retval0) _Z2szIJEJiciEEDaRK2TMIDpT0_E
// CHECK: .func  (.param .b32 func_retval0) _Z2szIJLi1EEJiclEEDaRK2TMIDpT0_E
template <class A, class B, class C = int> struct TM {
    int v = 5;
    __device__ constexpr int get() const { return v; }
};
template <int... I, class T> __device__ __noinline__ auto sz(T const &t) {
    return t * (int)(sizeof...(I) + 1);
}
template <int... I, class... Args> __device__ __noinline__ auto sz(TM<Args...> const &m) {
    return sz<I...>(m.get());
}
template <class Op, class... OpArgs> struct Traits {};
template <class... Args> __device__ int tr(Traits<Args...>) { return sizeof...(Args); }
template <class... Ts> struct Tup {};
template <class... Args> __device__ int tu(Tup<Args...>) { return sizeof...(Args); }
__device__ int (*p1)(Traits<int, char>) = tr<int, char>;
__device__ int (*p2)(Tup<int, char>) = tu<int, char>;
__global__ void k(int *o) {
    o[0] = sz(TM<int, char>{});
    o[1] = sz<1>(TM<int, char, long>{});
}
