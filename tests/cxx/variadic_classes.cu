// Variadic class templates: recursive tuples through a partial
// specialisation `Tup<T, R...>`, an explicit specialisation for the empty
// pack, value packs (`Sum<N, Ns...>`), pack expansions in template
// argument lists (`Tup<R...>`), partial specialisations on values
// (`Arr<T, 1>`), and function templates deducing a class template's pack
// (`count(const Tup<Ts...> &)`, `first(List<T, Ts...>)`: `Dp` in the
// mangled signature). Every symbol equals clang-19's.
#include "clang_cuda.h"
template <typename... Ts> struct Tup;
template <> struct Tup<> {
    __device__ int size() const { return 0; }
};
template <typename T, typename... R> struct Tup<T, R...> {
    T head;
    Tup<R...> tail;
    __device__ int size() const { return 1 + tail.size(); }
};
template <typename... Ts> struct Count {
    static constexpr int value = sizeof...(Ts);
};
template <int... Ns> struct Sum;
template <> struct Sum<> {
    static constexpr int value = 0;
};
template <int N, int... Ns> struct Sum<N, Ns...> {
    static constexpr int value = N + Sum<Ns...>::value;
};
template <typename T, int N> struct Arr {
    T v[N];
};
template <typename T> struct Arr<T, 1> {
    T only;
    __device__ T get() const { return only; }
};
template <typename... Ts> __device__ int count(const Tup<Ts...> &t) { return sizeof...(Ts) + t.size(); }
template <typename... Ts> struct List {};
template <typename... Ts> __device__ int len(List<Ts...>) { return sizeof...(Ts); }
template <typename T, typename... Ts> __device__ T first(List<T, Ts...>) { return T(7); }
template <typename... Ts> struct Wrap {
    template <typename U> __device__ static int with(U) { return Count<U, Ts...>::value; }
};
template <int... Ns> __global__ void kern(int *o) { o[0] = Sum<Ns...>::value; }
template __global__ void kern<1, 2, 3>(int *);
__global__ void use(float *o) {
    Tup<int, float> t;
    t.head = 1;
    t.tail.head = 2.f;
    o[0] = t.tail.head + Count<int, int>::value + t.size();
    o[1] = Sum<1, 2, 3>::value;
    Arr<float, 1> a{3.f};
    o[2] = a.get();
    o[3] = count(t) + len(List<int, char, float>()) + first(List<double, int>());
    o[4] = Wrap<char, short>::with(1.0);
}
