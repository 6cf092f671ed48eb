// Partial ordering between function templates that both end in a pack
// at the same place: the packs deduce from each other, so the other
// parameters decide ([temp.deduct.partial]). libstdc++'s <variant>
// (`_Variadic_union(in_place_index_t<0>, _Args&&...)` beside
// `(in_place_index_t<_Np>, _Args&&...)`) made every std::variant
// "ambiguous" before; constructor templates, free functions, and packs
// of different forms are checked, as is an overload with no pack winning.
template <unsigned long N> struct idx_t {
    explicit idx_t() = default;
};

template <class T> struct Box {
    T v;
    template <class... A> __device__ Box(idx_t<0>, A &&...a) : v((a + ... + 0)) {}
    template <unsigned long N, class... A> __device__ Box(idx_t<N>, A &&...) : v(T(N) * 100) {}
};

template <class... A> __device__ int f(idx_t<0>, A &&...) { return 1; }
template <unsigned long N, class... A> __device__ int f(idx_t<N>, A &&...) { return 2; }

template <class T, class... A> __device__ int g(T *, const A &...) { return 10; }
template <class T, class... A> __device__ int g(T, const A &...) { return 20; }

template <class... A> __device__ int h(int, A...) { return 100; }
template <class T, class... A> __device__ int h(T, A...) { return 200; }
template <class T> __device__ int h(T, int) { return 300; }

__global__ void run(int *out) {
    int zero = out[63];
    Box<int> b(idx_t<0>{}, 5 + zero, 6);
    Box<int> c(idx_t<3>{}, 5 + zero);
    out[0] = b.v;
    out[1] = c.v;
    out[2] = f(idx_t<0>{}, 1) * 10 + f(idx_t<1>{}, zero) + f(idx_t<0>{}) * 100;
    out[3] = g(&zero, 1, 2.0) + g(zero, 1) * 2 + g(out);
    out[4] = h(zero, 1.0) + h(1.0, 2.0f) * 2 + h(2.5f, zero) * 4;
}
