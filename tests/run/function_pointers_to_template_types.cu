// Pointers to functions whose unnamed parameters are template-ids
// (`int (*f)(W<int>) = get;`), at block and namespace scope: tree-sitter
// reads `int(*f)` called with `(W<int>)`, as for `int (*f)(A)`, and a
// class template's template-id now counts as the type it is. Also the
// target type choosing a function template's arguments (`&twice`).
template <class T> struct W {
    T v;
};
template <int N> struct S {
    static constexpr int n = N;
};

__device__ int get(W<int> w) { return w.v + 1; }
__device__ int both(W<int> w, S<3>) { return w.v * S<3>::n; }
template <class T> __device__ T twice(W<T> w) { return w.v + w.v; }

__device__ int (*global_pick)(W<int>, S<3>) = both;

__global__ void run(int *out) {
    int zero = out[63];
    int (*f)(W<int>) = get;
    int (*g)(W<int>) = &twice;
    int (*h)(W<int>, S<3>);
    h = both;
    out[0] = f(W<int>{4 + zero});
    out[1] = g(W<int>{5 + zero});
    out[2] = h(W<int>{6 + zero}, S<3>{});
    out[3] = global_pick(W<int>{7 + zero}, S<3>{});
    float (*t)(W<float>) = twice;
    out[4] = int(t(W<float>{1.25f}) * 4.0f);
}
