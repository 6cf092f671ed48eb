// Types that depend on template arguments through other templates, kept
// in the signatures as written, so kernels and device functions are named
// as nvcc and clang name them: `typename Tr::type *` is `PNT_4typeE`,
// `typename Traits<T>::type *` is `PN6TraitsIT_E4typeE` (with the
// substitutions that follow), and they are not deduced from (T comes from
// another argument).
#include "clang_cuda.h"

struct FloatTraits {
    using type = float;
    using acc = double;
};
template <class T> struct Traits { using type = T; };
template <> struct Traits<int> { using type = long; };
namespace ns {
template <class T> struct Wrap { using value_type = T; };
}

template <class Tr> __global__ void k1(typename Tr::type *p, typename Tr::acc s) { p[0] = s; }
template <class T> __global__ void k2(typename Traits<T>::type *p, T v) { p[0] = v; }
template <class W> __global__ void k3(typename W::value_type *p, typename W::value_type v) { p[0] = v; }
template <class T> __device__ typename Traits<T>::type widen(T v) { return v; }

template __global__ void k1<FloatTraits>(float *, double);
template __global__ void k2<int>(long *, int);
template __global__ void k3<ns::Wrap<short>>(short *, short);

template <class T> __device__ void put(typename Traits<T>::type *p, T v) { p[0] = v; }

__global__ void user(long *p, float *f) {
    p[0] = widen(3);
    f[0] = widen(2.5f);
    put(p, 3);
    put(f, 1.5f);
}
