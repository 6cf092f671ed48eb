// A template argument written with functional casts of a template
// parameter, `integral_constant<bool, T(-1) < T(0)>` (libstdc++'s
// is_signed): a value once the parameter is bound, evaluated in each
// specialisation, and still the dependent expression in the pattern.
template <class T, T v> struct ic {
    static constexpr T value = v;
};
template <typename T, bool = true> struct is_signed_ : public ic<bool, false> {};
template <typename T> struct is_signed_<T, true> : public ic<bool, T(-1) < T(0)> {};
template <typename T> struct wraps : public ic<int, T{3} + T(1)> {};
template <typename T> struct narrow : public ic<int, (int)T(300)> {};
__global__ void run(int *out) {
    out[0] = is_signed_<int>::value * 10 + is_signed_<unsigned>::value;
    out[1] = is_signed_<char>::value * 10 + is_signed_<unsigned long>::value;
    out[2] = wraps<int>::value + narrow<unsigned char>::value;
}
