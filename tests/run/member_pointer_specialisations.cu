// Partial specialisations on member pointer types, written as libstdc++'s
// <type_traits> writes them (`struct H<T C::*>`, which tree-sitter-cpp
// cannot parse and cudac repairs): data and function member pointers,
// a `const` member pointer, a class named by its namespace, and the
// pointee deduced; function templates deduce `T C::*` parameters too.
// Abstract member function pointers (`R (C::*)(A...) const`, which
// tree-sitter-cpp cannot parse either) in partial specialisations and
// aliases.
template <class T> struct is_mp { static const int value = 0; };
template <class T, class C> struct is_mp<T C::*> { static const int value = 1; };
template <class T, class C> struct is_mp<T C::* const> { static const int value = 2; };
namespace ns {
struct S {
    int a;
    __device__ int f() { return a; }
};
}
template <class T> struct in_s { static const int value = 0; };
template <class T> struct in_s<T ns::S::*> { static const int value = 7; };
template <class T> struct pointee_size { static const int value = 0; };
template <class T, class C> struct pointee_size<T C::*> { static const int value = sizeof(T); };
// With arguments after it (`<type_traits>`' `__result_of_memobj`).
template <class A, class B, class... R> struct pair_of { static const int value = 0; };
template <class T, class C, class U> struct pair_of<T C::*, U> { static const int value = sizeof(U); };
template <class T, class C, class U, class... R>
struct pair_of<T C::*, U, R...> { static const int value = 100 + sizeof...(R); };
template <class T, class C> __device__ int member_size(T C::*p) { return sizeof(T) * 100 + sizeof(C); }
typedef int (ns::S::*F)();
typedef int ns::S::*M;
typedef double ns::S::*D;

template <class T> struct mf { static const int value = 0; };
template <class R, class C, class... A> struct mf<R (C::*)(A...) const> {
    static const int value = 1 + sizeof...(A);
};
template <class R, class C, class... A> struct mf<R (C::*)(A...)> { static const int value = 10; };
template <class R, class C> struct mf<R(C::*)> { static const int value = 20; };
template <class F, bool B> struct flagged { static const int value = 0; };
template <class F, class C> struct flagged<F C::*, false> { static const int value = 3; };
using G = int (ns::S::*)() const;
using H = int (ns::S::*)(int, int);

__global__ void run(int *out) {
    out[0] = is_mp<M>::value;
    out[1] = is_mp<int>::value;
    out[2] = is_mp<F>::value;
    out[3] = in_s<M>::value + in_s<int *>::value;
    out[4] = is_mp<const M>::value;
    out[5] = pointee_size<M>::value * 10 + pointee_size<D>::value;
    ns::S s{out[63] + 5};
    M m = &ns::S::a;
    F f = &ns::S::f;
    out[6] = s.*m + (s.*f)();
    out[7] = member_size(m) + member_size(&ns::S::a);
    out[8] = pair_of<M, double>::value;
    out[9] = pair_of<D, int, char, long>::value;
    out[10] = pair_of<int, int>::value;
    out[12] = flagged<M, false>::value * 10 + flagged<M, true>::value + flagged<int ns::S::*, false>::value * 100;
    out[11] = mf<G>::value + mf<H>::value * 10 + mf<int(ns::S::*)>::value * 100 + mf<F>::value * 1000;
}
