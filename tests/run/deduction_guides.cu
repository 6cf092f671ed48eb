// User-declared deduction guides, as libstdc++ declares `template<class
// T1, class T2> pair(T1, T2) -> pair<T1, T2>;` in `namespace std`: the
// guide names no function (the class template stays a type, so
// `ts<pair<A, B>>` still specialises), and a guide that deduces wins
// over the implicit ones (`W w(3, 4)` is a `W<long long>`).
namespace ns {
inline namespace v1 {
template <typename T1, typename T2> struct pair {
    T1 a;
    T2 b;
    __device__ pair(const T1 &x, const T2 &y) : a(x), b(y) {}
};
template <typename T1, typename T2> pair(T1, T2) -> pair<T1, T2>;
template <class T> struct ts { static const int v = 0; };
template <class A, class B> struct ts<pair<A, B>> { static const int v = 2; };
}
}

template <class T> struct W {
    T v;
    __device__ W(T x) : v(x) {}
    __device__ W(T x, T y) : v(x + y) {}
};
template <class T> W(T, T) -> W<long long>;

__global__ void run(int *out) {
    int z = out[63];
    ns::pair p(1 + z, 2.5f);
    out[0] = ns::ts<decltype(p)>::v + p.a * 10 + (int)(p.b * 100);
    out[1] = sizeof(p.b);
    W one(5 + z);
    W two(3 + z, 4);
    out[2] = sizeof(one.v) * 10 + sizeof(two.v);
    out[3] = (int)two.v + one.v;
}
