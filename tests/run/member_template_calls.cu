// `obj.f<3>(x)` and `p->g<true>(x)` with explicit template arguments that
// are values: tree-sitter-cpp prefers `(obj.f < 3) > (x)`, which C++
// rules out once `f` names a member template ([temp.names]p3). Before,
// "reference to non-static member function must be called".
struct S {
    template <int N> __device__ int f(int x) { return x + N; }
    template <bool B> __device__ int g(int x) { return B ? x : -x; }
    template <int N> __device__ int sum(int a, int b) { return (a + b) * N; }
    int lt = 5;
};
template <class T> struct Box {
    T v;
    template <int Shift> __device__ T shifted(T extra) const { return (v << Shift) + extra; }
};
__global__ void run(int *out) {
    S s;
    out[0] = s.f<3>(1);
    out[1] = s.g<true>(5);
    S *p = &s;
    out[2] = p->g<false>(7);
    out[3] = s.sum<2>(3, 4);
    Box<int> b{1};
    out[4] = b.shifted<4>(2);
    // A comparison chain that only looks like one stays a comparison.
    int three = 3;
    out[5] = (s.lt < three) > (0);
}
