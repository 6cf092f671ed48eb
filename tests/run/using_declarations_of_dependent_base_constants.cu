// A using-declaration naming an enumerator or a static data member of a
// dependent base (`using is_int<T>::value;`) declares it before the
// class's later members, whose initialisers use it unqualified
// (libstdc++'s `__is_integer_nonstrict`: `enum { __width = __value ?
// sizeof(_Tp) * __CHAR_BIT__ : 0 };`); unqualified lookup does not
// search a dependent base itself. Before, 'use of undeclared identifier'.
// Also type-trait intrinsics after `&&` with type operands
// (`__is_trivial(T) && __is_assignable(T&, U)`, libstdc++'s
// `_GLIBCXX_USE_ASSIGN_FOR_INIT`), which did not parse.
template <class T> struct is_int {
    enum { value = 0 };
    static const int bits = 0;
};
template <> struct is_int<int> {
    enum { value = 1 };
    static const int bits = 32;
};
template <class T> struct nonstrict : public is_int<T> {
    using is_int<T>::value;
    using is_int<T>::bits;
    enum { width = value ? sizeof(T) * 8 : 0 };
    static const int twice = bits * 2 + value;
};
template <class T> struct traits {
    static_assert(nonstrict<T>::value == (sizeof(T) == 4 ? 1 : 0), "value");
    static const int w = nonstrict<T>::width;
};
struct Plain {
    int v;
};
struct Owning {
    int *p;
    __device__ Owning(const Owning &o) : p(o.p) {}
};
template <class T, class U> __device__ int assign_for_init() {
    const bool b = __is_trivial(T) && __is_assignable(T &, U) && __is_constructible(T, U);
    return b ? 1 : 0;
}

__global__ void run(int *out) {
    out[0] = traits<int>::w;
    out[1] = traits<short>::w;
    out[2] = nonstrict<int>::twice;
    out[3] = nonstrict<char>::twice;
    out[4] = assign_for_init<Plain, const Plain &>();
    out[5] = assign_for_init<Owning, const Owning &>();
    out[6] = assign_for_init<int, long>();
}
