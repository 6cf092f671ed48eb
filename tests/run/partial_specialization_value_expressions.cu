// A partial specialisation whose pattern computes a value from its
// parameters (`Add<HoldInt<N>, HoldInt<-N>>`, GCC's template/partial1)
// matches only arguments equal to the pattern once the deduced values are
// substituted, and is more specialised than the general
// `Add<HoldInt<N>, HoldInt<M>>` whichever is declared first
// ([temp.class.order]: a computed value does not match the other's own
// parameter). Before, the pattern's `-N` was folded from the parameter's
// stand-in to a meaningless constant, so the specialisation never
// matched and the general one ran: a wrong result, silently.
template <int N> struct HoldInt {};
template <class A, class B> struct Add {
    __device__ static int f() { return 2; }
};
template <int N> struct Add<HoldInt<N>, HoldInt<-N> > {
    __device__ static int f() { return 0; }
};
template <int N, int M> struct Add<HoldInt<N>, HoldInt<M> > {
    __device__ static int f() { return 1; }
};
template <class A, class B> struct Sub {
    __device__ static int f() { return 2; }
};
template <int N, int M> struct Sub<HoldInt<N>, HoldInt<M> > {
    __device__ static int f() { return 1; }
};
template <int N> struct Sub<HoldInt<N>, HoldInt<N + 1> > {
    __device__ static int f() { return 0; }
};
template <int A, int B> struct Pair {
    __device__ static int f() { return 2; }
};
template <int A> struct Pair<A, A * 2> {
    __device__ static int f() { return 0; }
};
__global__ void run(int *out) {
    out[0] = Add<HoldInt<1>, HoldInt<-1> >::f();
    out[1] = Add<HoldInt<1>, HoldInt<-2> >::f();
    out[2] = Add<HoldInt<3>, int>::f();
    out[3] = Sub<HoldInt<4>, HoldInt<5> >::f();
    out[4] = Sub<HoldInt<4>, HoldInt<4> >::f();
    out[5] = Pair<3, 6>::f();
    out[6] = Pair<3, 7>::f();
}
