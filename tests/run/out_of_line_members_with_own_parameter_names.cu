// Out-of-line definitions of a class template's members name its
// parameters as they like (only their positions matter): `template
// <class U, int M> U O<U, M>::get()` for `template <class T, int N>
// struct O`. cudac looked the names up in the class's own parameter
// scope ("unknown type name 'U'"). And a nested class of a class template
// may be defined out of line (`template <class C, class T> class
// basic_ostream<C, T>::sentry {…}`, which every `std::cout <<` in host
// code reaches): it was "no class or namespace named by this qualifier".
// Both also for a partial specialisation's members.
template <class T, int N> struct O {
    class S;
    struct In {
        T a;
        __device__ T twice() const;
    };
    T v[N];
    __device__ T get();
    __device__ T sum() const;
};
template <class U, int M> class O<U, M>::S {
public:
    U w;
    __device__ explicit S(O &o) : w(o.v[0] * M) {}
    __device__ operator bool() const { return w > 0; }
};
template <class T, int N> __device__ T O<T, N>::get() {
    S s(*this);
    return s ? s.w : -1;
}
template <class X, int K> __device__ X O<X, K>::sum() const {
    X t = 0;
    for (int i = 0; i < K; ++i)
        t += v[i];
    return t;
}
template <class Y, int L> __device__ Y O<Y, L>::In::twice() const {
    Y r = a;
    return r * 2 + L;
}
template <class T, class U> struct P {
    __device__ int f();
};
template <class T> struct P<T, T *> {
    __device__ int f();
    struct Q;
};
template <class V> __device__ int P<V, V *>::f() { return sizeof(V) * 10; }
template <class W> struct P<W, W *>::Q {
    W z;
    int tag;
};
template <class T, class U> __device__ int P<T, U>::f() { return 1; }
__global__ void run(int *out) {
    O<int, 3> o;
    o.v[0] = 4;
    o.v[1] = 5;
    o.v[2] = 6;
    out[0] = o.get();
    out[1] = o.sum();
    O<int, 3>::In in{7};
    out[2] = in.twice();
    P<double, double *> p;
    out[3] = p.f();
    P<int, char> q;
    out[4] = q.f();
    P<short, short *>::Q z{9, 2};
    out[5] = z.z + z.tag * 100 + (int)sizeof(z) * 1000;
}
