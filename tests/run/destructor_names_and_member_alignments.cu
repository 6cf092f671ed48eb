// Three forms libstdc++'s `std::map` (`_Rb_tree`) is written with:
// - `p->~Node<T>()`: a destructor named with its class's template
//   arguments, which tree-sitter read as the comparisons
//   `(p->~Node < T) > ()`;
// - `if constexpr (…) static_assert(…);`: an assertion as the
//   sub-statement of an `if`, read as a call of `static_assert`;
// - `alignas(__alignof__(_Tp2::_M_t))`: the alignment of a member
//   (`__aligned_membuf`), read as a type named `_M_t`; also of a member of
//   a template's specialisation (`membuf<char>::T2::m`).
template <class T> struct Node {
    T v;
    int *log;
    __device__ ~Node() { *log += 1; }
};
template <class T> __device__ void destroy(Node<T> *p) { p->~Node<T>(); }
template <class T> __device__ void destroy_plain(Node<T> *p) { p->~Node(); }
template <class T> struct membuf {
    struct T2 { T m; };
    alignas(__alignof__(T2::m)) unsigned char storage[sizeof(T)];
};
struct alignas(16) V { float x[4]; };
template <int N> __device__ int checked() {
    if constexpr (N > 0)
        static_assert(N < 100, "small");
    return N * 2;
}
__global__ void run(int *out) {
    int log = 0;
    Node<double> n{1.5, &log};
    destroy(&n);
    destroy_plain(&n);
    out[0] = log;
    out[1] = alignof(membuf<double>);
    out[2] = alignof(membuf<V>);
    out[3] = __alignof__(membuf<char>::T2::m);
    out[4] = sizeof(membuf<short>::T2::m);
    out[5] = checked<7>() + checked<0>();
}
