// A function parameter pack of pointers (`T*... t`), which libcu++'s
// type_list.h declares (`_Tail*... __tail`): tree-sitter-cpp reads only
// `T... t`, `T&... t` and `T&&... t`, and its error recovery swallowed
// the declarations after it (every CCCL include lost libcu++'s later
// definitions). A fold over a product (`(p * ...)`) stays an expression.
template <class... T> __device__ int sum_pointees(T *...t) { return (0 + ... + *t); }
template <class... T> __device__ int product(T... p) { return (p * ...); }
template <class... T> __device__ int count_const(const T *... ts) { return sizeof...(ts); }
template <class... T> struct Firsts {
    __device__ static int first(T *...ptrs, int scale) { return ((*ptrs * scale) + ...); }
};
__global__ void run(int *out) {
    int a = 2, b = 3, c = 4;
    out[0] = sum_pointees(&a, &b, &c);
    out[1] = product(a, b, c);
    out[2] = count_const(&a, &b);
    out[3] = Firsts<int, int>::first(&a, &c, 10);
}
