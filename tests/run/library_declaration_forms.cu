// Declaration forms the C++ standard library writes that tree-sitter-cpp
// cannot parse or cudac did not read: explicit instantiation
// declarations (`extern template struct Box<int>;`), a data member that
// is a pointer to member function (`R (C::*f)(A);`), a function template
// declared and then defined with a trailing `decltype` return type
// (`std::declval`), and unnamed parameters with a default whose type has
// a declarator (`const void* = 0`, as `allocator::allocate` declares).
template <class T> struct Box {
    T v;
    __device__ T get() const { return v; }
};
extern template struct Box<int>;


template <class R, class C, class A> struct MemFn {
    R (C::*f)(A);
    __device__ R call(C &c, A a) const { return (c.*f)(a); }
};
struct Acc {
    int base;
    __device__ int add(int x) { return base + x; }
};

template <typename T, typename U = T &&> __device__ U declval_(int);
template <typename T> __device__ T declval_(long);
template <typename T> __device__ auto declval() noexcept -> decltype(declval_<T>(0));
template <typename T> __device__ auto declval() noexcept -> decltype(declval_<T>(0)) {
    return declval_<T>(0);
}
template <class A, class B> struct sum_type { typedef decltype(declval<A>() + declval<B>()) type; };

__device__ int count(int * = nullptr, const void * = static_cast<const void *>(0), int && = 0);
__device__ int count(int *p, const void *q, int &&r) { return (p != nullptr) + (q != nullptr) * 2 + r * 4; }

__global__ void run(int *out) {
    Box<int> b{4 + out[63]};
    MemFn<int, Acc, int> m{&Acc::add};
    Acc a{10};
    out[0] = b.get() + m.call(a, 5) * 10;
    out[1] = sizeof(sum_type<int, long>::type) * 10 + sizeof(sum_type<char, short>::type);
    out[2] = count() + count(out) * 10 + count(out, out, 1) * 100;
}
template struct Box<int>;  // the definition the declaration promised
