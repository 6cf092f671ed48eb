// Template template parameters of class templates: a container chosen by
// template argument (`Holder<Box>`), a default (`Def<>` is `Def<Box>`), a
// template from a namespace (`Uses<ns::Cell>`, mangled `N2ns4CellE`),
// and a template template parameter forwarded to another template.
// Every symbol equals clang-19's.
#include "clang_cuda.h"
template <typename T> struct Box {
    T v;
    __device__ T get() const { return v; }
};
namespace ns {
template <typename T> struct Cell {
    T c;
};
} // namespace ns
template <template <typename> class B, typename T = int> struct Holder {
    B<T> b;
    __device__ T get() { return b.get(); }
};
template <template <typename> class B = Box> struct Def {
    B<float> b;
    __device__ float get() { return b.v; }
};
template <template <typename> class C> struct Uses {
    C<int> x;
    __device__ int get() { return x.c; }
};
template <template <typename> class B> struct Twice {
    Holder<B, short> h;
    __device__ int get() { return h.get() * 2; }
};
__global__ void k(float *o) {
    Holder<Box> h{};
    o[1] = h.get();
    Def<> d{};
    o[2] = d.get();
    Uses<ns::Cell> u{};
    o[3] = u.get();
    Holder<Box, double> hd{};
    o[4] = hd.get();
    Twice<Box> t{};
    o[5] = t.get();
}
