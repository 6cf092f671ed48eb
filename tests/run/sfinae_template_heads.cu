// Function templates that differ only in a value template parameter's
// type are different templates ([temp.over.link]): the `enable_if_t<P<T>,
// int> = 0` idiom, also with a variable template (`is_int_v<T>`) and with
// libcu++'s `_CCCL_REQUIRES` form, where a later parameter names an
// earlier one (`bool B = true, enable_if_t<P<T> && B, int> = 0`). Before,
// "redefinition of 'f'".
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> {
    using type = T;
};
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_int {
    static constexpr bool value = false;
};
template <> struct is_int<int> {
    static constexpr bool value = true;
};
template <class T> inline constexpr bool is_int_v = is_int<T>::value;
template <class T, enable_if_t<is_int<T>::value, int> = 0> __device__ int f(T) { return 1; }
template <class T, enable_if_t<!is_int<T>::value, int> = 0> __device__ int f(T) { return 2; }
template <class T, enable_if_t<is_int_v<T>, int> = 0> __device__ int g(T *, int) { return 3; }
template <class T, enable_if_t<!is_int_v<T>, int> = 0> __device__ int g(T *, int) { return 4; }
struct Pick {
    template <class T, bool B = true, enable_if_t<is_int_v<T> && B, int> = 0>
    __device__ int operator()(T) const { return 5; }
    template <class T, bool B = true, enable_if_t<!is_int_v<T> && B, int> = 0>
    __device__ int operator()(T) const { return 6; }
};
// Declared, then defined: still one template.
template <class T, enable_if_t<is_int_v<T>, int> = 0> __device__ int h(T);
template <class T, enable_if_t<is_int_v<T>, int>> __device__ int h(T v) { return v + 1; }
__global__ void run(int *out) {
    out[0] = f(1) * 10 + f(1.0f);
    float x = 0;
    out[1] = g(out, 1) * 10 + g(&x, 1);
    Pick p;
    out[2] = p(1) * 10 + p('c');
    out[3] = h(6);
}
