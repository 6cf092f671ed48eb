// Member templates (of classes and of class templates, called with and
// without the `template` disambiguator), static member templates,
// class templates naming themselves with arguments (compile-time
// recursion, self-referential nodes), operator templates found by
// argument-dependent lookup, partial specialisation on equal arguments,
// and __host__ __device__ templates. Every symbol equals clang-19's.
#include "clang_cuda.h"
struct Loader {
    float base;
    template <int N> __device__ float load(const float *p) const {
        float s = base;
        for (int i = 0; i < N; ++i) s += p[i];
        return s;
    }
    template <typename T> __device__ static T cast(float v) { return T(v); }
};
template <typename T> struct Box {
    T v;
    template <typename U> __device__ U as() const { return U(v); }
    template <typename U> __device__ void set(U u) { v = T(u); }
};
template <typename T> __device__ T get_as(const Box<float> &b) { return b.template as<T>(); }
__global__ void members(float *p, int *q) {
    Loader l = {1.0f};
    p[0] = l.load<4>(p) + l.template load<2>(p);
    q[0] = Loader::cast<int>(2.5f);
    Box<float> b = {3.0f};
    q[1] = b.as<int>() + get_as<int>(b);
    b.set(7);
    p[1] = b.v;
}
template <int N> struct Fact { static const int value = N * Fact<N - 1>::value; };
template <> struct Fact<0> { static const int value = 1; };
namespace geo {
template <typename T> struct V2 { T x, y; };
template <typename T> __device__ V2<T> operator*(T s, const V2<T> &v) { V2<T> r = {s * v.x, s * v.y}; return r; }
template <typename T> __device__ V2<T> operator+(const V2<T> &a, const V2<T> &b) { V2<T> r = {a.x + b.x, a.y + b.y}; return r; }
}
template <typename T> struct Node { T val; Node<T> *next; __device__ T sum() const { return next ? val + next->sum() : val; } };
template <typename T> __host__ void host_only(T x) {}
template <typename T> __host__ __device__ T hd(T x) { return x + 1; }
template <class T, class U> struct Pair { T first; U second; };
template <class T> struct Pair<T, T> { T both[2]; };
__global__ void recursion_and_operators(float *p, int *q) {
    q[0] = Fact<5>::value;
    int arr[Fact<3>::value];
    arr[0] = 1; q[1] = arr[0] + sizeof(arr);
    geo::V2<float> a = {1, 2};
    geo::V2<float> b = 2.0f * a + a;
    p[0] = b.x;
    Node<int> n = {1, nullptr};
    q[2] = n.sum() + hd(3);
    p[1] = hd(1.5f);
    Pair<int, float> pr = {1, 2.0f};
    Pair<int, int> pp;
    pp.both[0] = pr.first;
    q[3] = pp.both[0];
}
void host() { host_only(3); }
