// `const_cast<T&>` of a const lvalue (as std::array's element access
// writes it: `const_cast<T&>(a[n])` on a `const T (&)[N]`) is the same
// object with its qualifiers cast away: writes through it land in the
// object.
template <class T, unsigned N> struct traits {
    typedef T type[N];
    static __device__ T &ref(const type &t, unsigned n) { return const_cast<T &>(t[n]); }
};
struct S {
    int v;
};
__global__ void run(int *out) {
    int a[3] = {1, 2, 3};
    traits<int, 3>::ref(a, 1) = 20;
    S s0{5};
    const S &s = s0;
    S &m = const_cast<S &>(s);
    m.v += 1;
    int c0 = out[63];
    const int &c = c0;
    int &r = const_cast<int &>(c);
    r += 1;
    out[0] = a[1];
    out[1] = s0.v;
    out[2] = c0 + 7;
}
