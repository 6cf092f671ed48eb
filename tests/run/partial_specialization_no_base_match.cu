// A partial specialisation matches its arguments as written
// ([temp.class.spec.match]), never through a base class: deduction from a
// derived class's base is for function calls only ([temp.deduct.call]p4).
// Thrust's `tuple_of_iterator_references<Ts...>` derives from
// `tuple<Ts...>`; `raw_reference<tuple<Ts...>>` matched it, so
// `raw_reference_cast` returned a `tuple<float &, float &> &` and every
// `thrust::is_sorted` of a `host_vector` failed. A function template still
// deduces from the base.
template <class... T> struct tup {};
template <class... T> struct tuple_refs : tup<T...> {};
template <class T> struct raw { static constexpr int v = 0; };
template <class... T> struct raw<tup<T...>> { static constexpr int v = 1; };
template <class... T> struct raw<tuple_refs<T...>> { static constexpr int v = 2; };
template <class T> struct only_tup { static constexpr int v = 0; };
template <class... T> struct only_tup<tup<T...>> { static constexpr int v = 1; };
template <class... T> __device__ int count(const tup<T...> &) { return sizeof...(T); }

__global__ void run(int *out) {
    out[0] = raw<tuple_refs<int, float>>::v;
    out[1] = raw<tup<int>>::v;
    out[2] = only_tup<tuple_refs<int>>::v;
    out[3] = only_tup<tup<int, int>>::v;
    out[4] = count(tuple_refs<int, float, char>{});
}
