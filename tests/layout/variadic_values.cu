// Variadic class templates computing what clang-19 computes
// (tests/suites.rs `layout_matches_clang`): recursive tuples laid out
// like clang's, their sizes, compile-time sums over value packs, packs
// deduced from class template arguments.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif

template <typename... Ts> struct Tup;
template <> struct Tup<> {
    __device__ int sum() const { return 0; }
};
template <typename T, typename... R> struct Tup<T, R...> {
    T head;
    Tup<R...> tail;
    __device__ int sum() const { return int(head) * 10 + tail.sum(); }
};
template <int... Ns> struct Sum;
template <> struct Sum<> {
    static constexpr int value = 0;
};
template <int N, int... Ns> struct Sum<N, Ns...> {
    static constexpr int value = N * 2 + Sum<Ns...>::value;
};
template <typename T, int N> struct Arr {
    T v[N];
    __device__ int tag() const { return N; }
};
template <typename T> struct Arr<T, 1> {
    T only;
    __device__ int tag() const { return -1; }
};
template <typename... Ts> struct List {};
template <typename... Ts> __device__ int len(List<Ts...>) { return sizeof...(Ts); }
template <typename T, typename... Ts> __device__ int head_size(List<T, Ts...>) { return sizeof(T) * 100 + sizeof...(Ts); }

__device__ int tuples(int k) {
    Tup<char, int, double> t{1, {k, {3.5}}};
    Arr<int, 1> one{5};
    Arr<int, 3> three{{1, 2, 3}};
    return t.sum() + Sum<1, 2, 3, 4>::value * 1000 + one.tag() * 100000 + three.tag() * 1000000 +
           len(List<int, char, int>()) * 10000000 + head_size(List<double, int>()) * 100;
}

__device__ unsigned long sizes[] = {sizeof(Tup<char, int, double>), alignof(Tup<char, double>),
                                    sizeof(Tup<>), sizeof(Tup<short, char>), sizeof(Arr<long, 1>)};
__device__ int fixed_tuples() { return tuples(2); }
