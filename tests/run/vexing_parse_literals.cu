// `V v(keys, nullptr);` is a variable with constructor arguments, which
// tree-sitter reads as a function declaration whose "parameters" are the
// types `keys` and `nullptr`. The keyword literals among the arguments
// (`nullptr`, `true`, `false`) are literals, not names: Thrust's radix
// sort writes `cub::DoubleBuffer<Key> keys_buffer(keys, nullptr);`.

template <class T> struct double_buffer {
    T *cur;
    T *alt;
    __device__ double_buffer(T *a, T *b) : cur(a), alt(b) {}
};
struct flags {
    int v;
    __device__ flags(int *p, bool a, bool b) : v((p == nullptr) * 100 + a * 10 + b) {}
};

template <class K> __device__ int count_null(K *keys) {
    double_buffer<K> kb(keys, nullptr);
    return (kb.cur == keys) * 10 + (kb.alt == nullptr);
}

__global__ void run(int *out) {
    int k[2] = {1, 2};
    out[0] = count_null(k);
    double_buffer<int> b(k, nullptr);
    out[1] = b.alt == nullptr;
    int *p = k;
    flags f(p, true, false);
    out[2] = f.v;
    flags g(nullptr, false, true);
    out[3] = g.v;
}
