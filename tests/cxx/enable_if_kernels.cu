// SFINAE on kernels and device functions as libraries write it (a
// user-defined enable_if: the real one comes with <type_traits>): the
// value-dependent template arguments stay in the signature as written and
// mangle as nvcc and clang mangle them (`X sr 8is_floatIT_E E 5value E`,
// `nt`, `aa`, `eq st T_ Li2E`, `sr T_ 5value`).
#include "clang_cuda.h"

template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <class T> struct is_float { static const bool value = false; };
template <> struct is_float<float> { static const bool value = true; };
namespace tr {
template <class T> struct big { static const bool value = sizeof(T) > 4; };
}
struct Yes {
    static const bool value = true;
};

template <class T> __device__ typename enable_if<is_float<T>::value, T>::type twice(T v) { return v * 2; }
template <class T> __device__ typename enable_if<!is_float<T>::value, T>::type twice(T v) { return v + v; }
template <class T> __device__ typename enable_if<tr::big<T>::value && !is_float<T>::value, int>::type bits(T) { return 64; }
template <class T> __device__ typename enable_if<(sizeof(T) == 2), int>::type bits(T) { return 16; }
template <class T> __device__ typename enable_if<T::value, int>::type flag() { return 1; }

__global__ void k(float *f, int *i, double *d, short *s) {
    f[0] = twice(f[1]);
    i[0] = twice(i[1]) + bits(d[0]) + bits(s[0]) + flag<Yes>();
}
