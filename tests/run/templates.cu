// Templates: function templates with deduction and explicit arguments,
// overloading against non-templates, class templates, full and partial
// specialisation, non-type and default parameters, recursion, variadic
// packs.

template <typename T>
__device__ int kind(T) { return 1; }
template <typename T>
__device__ int kind(T *) { return 2; }
__device__ int kind(int) { return 3; }

template <typename T, int N = 4>
struct Array {
    T v[N];
    __device__ int size() const { return N; }
    __device__ T sum() const {
        T s = T();
        for (int i = 0; i < N; ++i)
            s += v[i];
        return s;
    }
};

template <typename T, typename U>
struct Pair {
    static constexpr int id = 0;
};
template <typename T>
struct Pair<T, T> {
    static constexpr int id = 1;
};
template <typename T, typename U>
struct Pair<T *, U> {
    static constexpr int id = 2;
};
template <>
struct Pair<int, long> {
    static constexpr int id = 3;
};

template <int N>
struct Fact {
    static constexpr int value = N * Fact<N - 1>::value;
};
template <>
struct Fact<0> {
    static constexpr int value = 1;
};

template <typename T>
__device__ T fib(T n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ int total() { return 0; }
template <typename T, typename... Rest>
__device__ int total(T first, Rest... rest) { return (int)first + total(rest...); }

template <typename... Ts>
__device__ int count(Ts...) { return (int)sizeof...(Ts); }

template <typename T>
struct Box {
    T value;
    template <typename U>
    __device__ U as() const { return (U)value; }
};

template <typename T, typename F>
__device__ T apply_twice(T x, F f) { return f(f(x)); }

struct Inc {
    __device__ int operator()(int x) const { return x + 7; }
};

__global__ void run(int *out) {
    int zero = out[63];
    int x = 1 + zero;
    out[0] = kind(x);
    out[1] = kind(2.0);
    out[2] = kind(&x);
    out[3] = kind<int>(x);

    Array<int> a{{1, 2, 3, 4 + zero}};
    Array<short, 2> b{{30, 40}};
    out[4] = a.size() * 100 + a.sum();
    out[5] = b.size() * 100 + b.sum();

    out[6] = Pair<int, float>::id;
    out[7] = Pair<float, float>::id;
    out[8] = Pair<int *, float>::id;
    out[9] = Pair<int, long>::id;

    out[10] = Fact<6>::value;
    out[11] = fib(15 + zero);
    out[12] = (int)fib(20L + zero);
    out[13] = total(1, 2L, 'a', (short)4, 5u);
    out[14] = count() * 10 + count(1, 2.0, x);

    Box<double> box{7.9};
    out[15] = box.as<int>();
    out[16] = apply_twice(3 + zero, Inc());
}
