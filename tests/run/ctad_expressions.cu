// Class template argument deduction in an explicit type conversion with a
// braced list, qualified or not (`::cuda::std::array{d_histogram}`, CUB's
// DeviceHistogram::HistogramEven: "use of class template 'array' requires
// template arguments" before), and an explicit `int` template argument
// matching the `size_t` argument of a deduced class template specialisation
// (`MultiHistogramEven<1, 1>(…, array<int *, 1>, …)` against
// `array<CounterT *, NUM_ACTIVE_CHANNELS>`: "could not match" before).
namespace ns {
template <class T, unsigned long N> struct arr {
    T v[N];
    __device__ T sum() const {
        T s{};
        for (unsigned long i = 0; i < N; ++i)
            s += v[i];
        return s;
    }
};
template <class T, class... U> arr(T, U...) -> arr<T, 1 + sizeof...(U)>;
} // namespace ns

template <int N, int M, class T> __device__ int channels(ns::arr<T *, M> ptrs, ns::arr<int, M> levels) {
    int s = N * 1000;
    for (int i = 0; i < M; ++i)
        s += *ptrs.v[i] * levels.v[i];
    return s;
}

__global__ void run(int *out) {
    int a = 3, b = 4;
    auto two = ns::arr{a, b};
    auto one = ::ns::arr{2.5f};
    out[0] = two.sum() * 10 + (int)(sizeof two / sizeof(int));
    out[1] = (int)(one.sum() * 2) + (int)sizeof one;
    out[2] = channels<1, 1>(ns::arr{&a}, ns::arr{5});
    out[3] = channels<2, 2>(ns::arr{&a, &b}, ns::arr{1, 10});
}
