// A value parameter whose type is an earlier parameter (`template <class
// T, T v> struct integral_constant`, as <type_traits> declares it), and
// tag dispatch on `true_type` / `false_type`: before, `T` was unknown
// there, both tags were one type, and the two overloads a redefinition.
template <class T, T v> struct integral_constant {
    static constexpr T value = v;
    typedef T value_type;
    __device__ constexpr operator value_type() const { return value; }
};
using true_type = integral_constant<bool, true>;
using false_type = integral_constant<bool, false>;
template <class T> struct is_ptr : false_type {};
template <class T> struct is_ptr<T *> : true_type {};

template <typename T> __device__ int impl(T t, true_type) { return *t; }
template <typename T> __device__ int impl(T t, false_type) { return t * 2; }
template <typename T> __device__ int deref_or_double(T t) { return impl(t, is_ptr<T>{}); }

__global__ void run(int *out) {
    out[1] = 21 + out[63];
    out[0] = deref_or_double(out + 1) * 100 + deref_or_double(4);
    out[2] = integral_constant<char, 'x'>::value + integral_constant<long, -5L>::value;
    out[3] = sizeof(integral_constant<short, 3>::value_type) * 10 + is_ptr<int *>{} + is_ptr<int>{};
}
