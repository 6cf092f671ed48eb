// Kernel templates whose parameters nest a pack expansion inside another
// template argument (`Fn<void(A...)>`, `Box<Tuple<A...>> *`), launched
// with deduced arguments. Names are nvcc 13.0's. Before, deduction bound
// the pack to a pack of packs and the launches were "cannot tell which
// specialization".
// ARGS: --emit=ptx -arch=sm_80
// CHECK: .entry _Z1kIJifEEv2FnIFvDpT_EES2_(
// CHECK: .entry _Z2inIJicEEvP3BoxI5TupleIJDpT_EEE(
template <class Sig> struct Fn;
template <class R, class... A> struct Fn<R(A...)> {
    R (*p)(A...);
};
template <class... T> struct Tuple {};
template <class T> struct Box {
    T t;
};
template <class... A> __global__ void k(Fn<void(A...)> f, A... a) {}
template <class... A> __global__ void in(Box<Tuple<A...>> *b) {}
void host() {
    Fn<void(int, float)> f;
    k<<<1, 1>>>(f, 1, 2.f);
    Box<Tuple<int, char>> *b = nullptr;
    in<<<1, 1>>>(b);
}
