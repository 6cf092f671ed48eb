// A pack expansion in a call's arguments expands the whole argument
// ([temp.variadic]: the pattern is the initializer-clause): `f(a = b...)`
// is `f((a = b)...)`, as moderngpu's tuple loads write
// `swallow(get<I>(data)[i] = get<I>(value)...)`; tree-sitter expands only
// the last operand.
template <class... T> __device__ int swallow(T... xs) { return sizeof...(xs); }
template <int I> __device__ int &at(int *a) { return a[I]; }
template <int... I> struct seq {};
template <int... I> __device__ int copy_all(int *data, const int *value, seq<I...>) {
    return swallow(at<I>(data) = value[I] * 10 + 1 ...);
}
template <int... I> __device__ int sums(const int *v, seq<I...>) {
    int total = 0;
    swallow(total += v[I] > 2 ? v[I] : 0 ...);
    return total;
}
__global__ void run(int *out) {
    int data[4] = {0, 0, 0, 0};
    const int value[4] = {1, 2, 3, 4};
    out[0] = copy_all(data, value, seq<0, 1, 2>());
    for (int i = 0; i < 4; ++i)
        out[1 + i] = data[i];
    out[5] = sums(value, seq<0, 1, 2, 3>());
}
