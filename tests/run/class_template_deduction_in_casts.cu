// Class template argument deduction in a functional cast (`Pair(1,
// 2.5f)`, `ns::Pair(…)`, `cuda::std::tuple(a, b)` in Thrust's examples):
// the class the arguments deduce, then the cast. Of a class's
// deduction guides only the viable ones count: `Tup(alloc_tag, A, T...)`
// deduces from `(1, 2.0)` (the tag is not deduced) but cannot take an
// `int` first; of two viable ones the more specialised wins
// (`Tup(Pair<A, B>)` over `Tup(T...)`). (Guides are `__host__ __device__`
// for clang, which gives them execution spaces; nvcc does not.)
namespace ns {
template <class A, class B> struct Pair {
    A a;
    B b;
    __host__ __device__ Pair(A x, B y) : a(x), b(y) {}
};
}
template <class A, class B> struct Q {
    A a;
    B b;
    __device__ Q(A x, B y) : a(x), b(y) {}
};
struct alloc_tag {};
template <class... T> struct Tup;
template <> struct Tup<> {
    static constexpr int size = 0;
    __device__ Tup() {}
    template <class... U> __device__ Tup(alloc_tag, U...) {}
};
template <class H, class... T> struct Tup<H, T...> {
    static constexpr int size = 1 + sizeof...(T);
    H head;
    __device__ Tup(H h, T...) : head(h) {}
    template <class A, class B> __device__ Tup(ns::Pair<A, B> p) : head(p.a) {}
};
template <class... T> __host__ __device__ Tup(T...) -> Tup<T...>;
template <class A, class... T> __host__ __device__ Tup(alloc_tag, A, T...) -> Tup<T...>;
template <class A, class B> __host__ __device__ Tup(ns::Pair<A, B>) -> Tup<A, B>;
template <class T> __device__ int size_of(T) { return T::size; }
__global__ void run(int *out) {
    auto p = ns::Pair(3, 2.5f);
    out[0] = p.a;
    out[1] = (int)(p.b * 2);
    auto q = Q(7, 'x');
    out[2] = q.a + sizeof(q.b);
    auto t = Tup(1, 2.0);
    out[3] = size_of(t) * 10 + t.head;
    auto u = Tup(ns::Pair(4, 5L));
    out[4] = size_of(u) * 10 + u.head;
    out[5] = sizeof(ns::Pair(1.0, 2));
}
