// Friend function templates, as libstdc++'s `exception_ptr` declares
// `template <typename _Ex> friend exception_ptr std::make_exception_ptr(_Ex);`:
// a qualified one names a function template of a namespace and grants it
// access to private members; one defined in the class is found by
// argument-dependent lookup.
namespace ns {
template <typename E> __device__ int mk(E e);
class ep {
    int p = 7;
    template <typename E> friend __device__ int ns::mk(E);
    template <typename U> friend __device__ bool same(const ep &a, const U &b) { return a.p == b; }

  public:
    __device__ ep() {}
};
template <typename E> __device__ int mk(E e) {
    ep x;
    return x.p + e;
}
}

__global__ void run(int *out) {
    ns::ep a;
    out[0] = ns::mk(3 + out[63]) * 10 + same(a, 7) + same(a, 8L) * 2;
}
