// Kernel templates whose signatures name a value pack: as an expansion in
// a template argument list (`seq<Is...>`, `std::index_sequence<Is...>`,
// `seq<N, Is...>`) and as `sizeof...(Is)` (`Arr<sizeof...(Is)>`, also of
// a type pack and in an expression, `Holder<sizeof...(Is) + 1>`). Names
// are nvcc 13.0's: it writes the expansion `XT_E` where clang-19 writes
// `XspT_E`; both write `XsZT_E`. Before, `sizeof...(Is)` read as the
// stand-in pack's length and no launch matched.
// ARGS: --emit=ptx -arch=sm_80
// CHECK: .entry _Z1kIJLi1ELi2ELi3EEEv3seqIJXT_EEEPi(
// CHECK: .entry _Z1hILi1EJLi2EEEv3seqIJXT_EXT0_EEE(
// CHECK: .entry _Z1gIJLi1ELi2ELi3EEEv3ArrIXsZT_EEPi(
// CHECK: .entry _Z1sIJifEEv6HolderIXsZT_EEDpT_(
// CHECK: .entry _Z1mIfJLi4ELi5EEEv6HolderIXplsZT0_Li1EEET_(
template <int... Is> struct seq {};
template <unsigned long N> struct Arr {
    float v[N];
};
template <int N> struct Holder {
    int v[N];
};
template <int... Is> __global__ void k(seq<Is...>, int *o) {
    int t[] = {Is...};
    o[0] = t[0];
}
template <int N, int... Is> __global__ void h(seq<N, Is...>) {}
template <int... Is> __global__ void g(Arr<sizeof...(Is)> a, int *o) {
    int t[] = {Is...};
    o[0] = t[0] + int(a.v[0]);
}
template <class... Ts> __global__ void s(Holder<sizeof...(Ts)> h, Ts... xs) {
    h.v[0] = sizeof...(xs);
}
template <class T, int... Is> __global__ void m(Holder<sizeof...(Is) + 1> h, T x) {
    h.v[0] = int(x);
}
void host() {
    Holder<2> h2;
    Holder<3> h3;
    Arr<3> a3;
    k<<<1, 1>>>(seq<1, 2, 3>{}, nullptr);
    h<<<1, 1>>>(seq<1, 2>{});
    g<1, 2, 3><<<1, 1>>>(a3, nullptr);
    s<<<1, 1>>>(h2, 1, 2.0f);
    m<float, 4, 5><<<1, 1>>>(h3, 1.f);
}
