// Forms of CUB's dispatch and load code: a function template whose pack is
// not its last parameter takes the explicit arguments from its place on,
// and the parameters after it are deduced (`runtime_to_compiletime<1,
// __CUDA_ARCH_LIST__>(v, op)`, which folds over the pack; before, "invalid
// explicitly-specified argument", and in host code the kernels it leads to
// were silently missing); a named cast as the argument of a direct
// initialisation (`It v(reinterpret_cast<T *>(u));`, AgentReduce, read as a
// function declaration before); and an enumeration's functional cast as a
// template argument (`Load<N, Modifier(M)>(…)`, ThreadLoad); a reference to
// a two-dimensional array declared with a parenthesised declarator
// (`int (&h)[R][P] = s.warp_histograms[warp];`, BlockRadixRank: read as a
// subscripted cast of an undeclared name before).
enum Modifier { DEFAULT, CG, LDG };

template <int D> __device__ int add(int x) { return x * 10 + D; }
template <int Mult, int... Arches, class F> __device__ int select(int v, F x) {
    int e = -1;
    (..., (v == Arches * Mult ? (e = add<Arches>(x)) : 0));
    return e;
}
template <int... As, class F> __device__ int last(F x) {
    int e = 0;
    (..., (e = add<As>(x)));
    return e;
}

template <class T> struct It {
    T *p;
    __device__ It(T *q) : p(q) {}
};
__device__ int through_iterator(float *f) {
    char *u = reinterpret_cast<char *>(f) + 4;
    It<int> v(reinterpret_cast<int *>(u));
    It<const int> w(static_cast<const int *>(v.p));
    return *w.p;
}

template <int N, Modifier M> __device__ int load(const int *p) { return p[N] + 100 * M; }
template <Modifier M> __device__ int load_via(const int *p) { return load<1, Modifier(M)>(p); }

struct Histograms {
    int h[4][3][2];
};
__device__ int histogram_rows(int w) {
    Histograms s{};
    int(&hist)[3][2] = s.h[w];
    hist[1][1] = 5;
    hist[2][0] = 7;
    int(*row)[2] = s.h[w];
    return s.h[w][1][1] * 100 + row[2][0] * 10 + (int)(sizeof hist / sizeof(int));
}

__global__ void run(int *out) {
    out[0] = select<10, 5, 8, 9>(80, 3);
    out[1] = select<1, 52, 61>(7, 4);
    out[2] = last<1, 2, 3>(6);
    float f[2];
    int bits = 77;
    __builtin_memcpy(&f[1], &bits, sizeof bits);
    out[3] = through_iterator(f);
    int a[2] = {5, 6};
    out[4] = load_via<LDG>(a) + load_via<CG>(a) * 1000;
    out[5] = histogram_rows(2);
}
