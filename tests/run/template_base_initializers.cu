// Base classes initialised by their template-ids (`: Base<T>(x)`,
// `: ns::B2<T>{x}`, `: Base<int>(9)`), as libstdc++'s allocators and
// facets write them.
template <class T> struct Base {
    T v;
    __device__ Base(T x) : v(x) {}
};
template <class T> struct D : Base<T> {
    __device__ D(T x) : Base<T>(x * 2) {}
};
namespace ns {
template <class T> struct B2 {
    T w;
    __device__ B2(T x) : w(x) {}
};
}
template <class T> struct E : ns::B2<T> {
    __device__ E(T x) : ns::B2<T>{x + 1} {}
};
struct F : Base<int> {
    __device__ F() : Base<int>(9) {}
};

__global__ void run(int *out) {
    D<int> d(3 + out[63]);
    E<long> e(4);
    F f;
    out[0] = d.v + (int)e.w * 10 + f.v * 100;
}
