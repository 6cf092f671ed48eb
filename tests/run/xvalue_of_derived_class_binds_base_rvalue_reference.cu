// An xvalue of a derived class (`std::forward<Derived>(t)`) binds
// `Base&&` or `const Base&`, never `Base&`: libcu++'s tuple constructor
// from Thrust's tuple_of_iterator_references calls `get<I>` on one, with
// `get(tuple&)`, `get(const tuple&)` and `get(tuple&&)` candidates
// (HeCBench logic-rewrite). Before, `Base&` counted as viable and, with
// `T&` more specialised than `T&&`, won: "non-const lvalue reference
// cannot bind to a temporary".
template <class T> struct Box {
    T v;
};
template <class T> struct Derived : Box<T> {};
template <class T> __device__ int get(Box<T> &) { return 1; }
template <class T> __device__ int get(const Box<T> &) { return 2; }
template <class T> __device__ int get(Box<T> &&) { return 3; }
__device__ int plain(Box<int> &) { return 10; }
__device__ int plain(const Box<int> &) { return 20; }
template <class T> __device__ T &&fwd(T &t) { return static_cast<T &&>(t); }

__global__ void run(int *out) {
    Derived<int> d;
    d.v = out[63];
    const Derived<int> cd{};
    out[0] = get(d);
    out[1] = get(cd);
    out[2] = get(fwd(d));
    out[3] = get(Derived<int>{});
    out[4] = plain(d);
    out[5] = plain(fwd(d));
}
