// Overloads told apart by `typename enable_if<C>::type * = nullptr`, as
// cxxopts writes its `parse_value` (HeCBench's tsne): one for integral
// types, one for the rest, and a plain one for `bool`. Before, the
// unnamed parameter's `*` was dropped, so neither template was viable
// and `parse_value(text, *m_store)` with a `float` picked the `bool`
// overload ("cannot bind to a temporary"); in host code, the call was
// left unresolved and the program's kernels unanalysable.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_integral { static constexpr bool value = false; };
template <> struct is_integral<int> { static constexpr bool value = true; };
template <> struct is_integral<long> { static constexpr bool value = true; };

template <typename T, typename enable_if<is_integral<T>::value>::type * = nullptr>
__device__ int parse_value(const char *text, T &value) {
    value = T(text[0] - '0');
    return 1;
}
__device__ inline int parse_value(const char *text, bool &value) {
    value = text[0] == 't';
    return 2;
}
template <typename T, typename enable_if<!is_integral<T>::value>::type * = nullptr>
__device__ int parse_value(const char *text, T &value) {
    value = T(text[0] - '0') / 2;
    return 3;
}
template <class T> struct holder {
    T *store;
    __device__ int parse(const char *text) const { return parse_value(text, *store); }
};
template <class T, void * = nullptr, int *P = nullptr> __device__ int null_defaults(T x) {
    return P == nullptr ? int(x) : -1;
}

__global__ void run(int *out) {
    float f = 0;
    int i = 0;
    long l = 0;
    bool b = false;
    holder<float> hf{&f};
    holder<int> hi{&i};
    out[0] = hf.parse("7") * 10 + hi.parse("5") * 100 + parse_value("3", l) * 1000 +
             parse_value("t", b) * 10000;
    out[1] = int(f * 10) + i * 100 + int(l) * 1000 + b * 10000;
    out[2] = null_defaults(42);
}
