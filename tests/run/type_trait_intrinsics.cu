// The compiler's type-trait intrinsics, spelled as libstdc++'s
// <type_traits> spells them: in a template argument (where tree-sitter
// reads `__is_assignable(T&, const T&)` as a function type) and called in
// an expression. Each answer is packed into a bit of the result, so a
// wrong one shows which.
template <bool B> struct bool_constant {
    static constexpr bool value = B;
};
template <class T> struct is_class_ : bool_constant<__is_class(T)> {};
template <class T> struct is_empty_ : bool_constant<__is_empty(T)> {};
template <class T> struct copy_assignable : bool_constant<__is_assignable(T &, const T &)> {};
template <class T, class... A>
struct constructible : bool_constant<__is_constructible(T, A...)> {};
template <class B, class D> struct base_of : bool_constant<__is_base_of(B, D)> {};
template <class T>
struct trivially_copyable : bool_constant<__is_trivially_copyable(T)> {};

struct Empty {};
struct Final final {};
struct Derived : Empty {
    int y;
};
struct Poly {
    virtual __device__ int f() { return 1; }
};
struct Abstract {
    virtual __device__ int f() = 0;
};
struct NoCopy {
    int x;
    __device__ NoCopy(const NoCopy &o) : x(o.x) {}
};
struct Two {
    __device__ Two(int, float) {}
};
union U {
    int a;
    float b;
};
enum E { A };
struct Locked {
    Locked &operator=(const Locked &) = delete;
};

template <class T> __device__ int bits() {
    int b = 0, i = 0;
    b |= is_class_<T>::value << i++;
    b |= is_empty_<T>::value << i++;
    b |= copy_assignable<T>::value << i++;
    b |= trivially_copyable<T>::value << i++;
    b |= constructible<T>::value << i++;
    b |= constructible<T, int, float>::value << i++;
    b |= base_of<Empty, T>::value << i++;
    b |= __is_polymorphic(T) << i++;
    b |= __is_abstract(T) << i++;
    b |= __is_final(T) << i++;
    b |= __is_union(T) << i++;
    b |= __is_enum(T) << i++;
    b |= __has_trivial_destructor(T) << i++;
    b |= __is_standard_layout(T) << i++;
    b |= __is_trivial(T) << i++;
    return b;
}

__global__ void run(int *out) {
    out[0] = bits<Empty>();
    out[1] = bits<Final>();
    out[2] = bits<Derived>();
    out[3] = bits<Poly>();
    out[4] = bits<Abstract>();
    out[5] = bits<NoCopy>();
    out[6] = bits<Two>();
    out[7] = bits<U>();
    out[8] = bits<E>();
    out[9] = bits<int>();
    out[10] = bits<int *>();
    out[11] = bits<Locked>();
    using ref_from_int = constructible<int &, int>;
    using cref_from_int = constructible<const int &, int>;
    using ptr_from_int = constructible<int *, int>;
    out[12] = ref_from_int::value + 2 * cref_from_int::value + 4 * ptr_from_int::value +
              8 * constructible<double, int>::value;
    using same = bool_constant<__is_same(int, int)>;
    using differently_const = bool_constant<__is_same(int, const int)>;
    out[13] = same::value + 2 * differently_const::value + 4 * base_of<Derived, Empty>::value;
}
