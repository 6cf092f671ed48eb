// CLI11's type dispatch (HeCBench's logic-rewrite): a `>=` in a template
// argument list whose left operand names a template's member
// (`classify<T>::value >= category::text && … <= …`), which tree-sitter
// reads as the list's closing `>` and an `=`, and a default template
// argument `= dummy` where `constexpr enabler dummy = {};` is a host
// constant that device code may use (its value). Before, "unexpected
// token '='", then "'dummy' is a host variable".
#include <type_traits>
namespace detail {
enum class enabler {};
constexpr enabler dummy = {};
}
template <bool B, class T = void>
using enable_if_t = typename std::enable_if<B, T>::type;
enum class category : int { integral = 2, floating = 4, text = 23, other = 45 };
template <typename T> struct classify {
    static constexpr category value = category::other;
};
template <> struct classify<int> {
    static constexpr category value = category::integral;
};
template <> struct classify<float> {
    static constexpr category value = category::floating;
};
template <> struct classify<const char *> {
    static constexpr category value = category::text;
};
template <typename T,
          enable_if_t<classify<T>::value == category::integral, detail::enabler> = detail::dummy>
__device__ int code() {
    return 1;
}
template <typename T,
          enable_if_t<classify<T>::value >= category::floating &&
                          classify<T>::value <= category::floating,
                      detail::enabler> = detail::dummy>
__device__ int code() {
    return 2;
}
template <typename T,
          enable_if_t<classify<T>::value >= category::text &&
                          classify<T>::value <= category::other,
                      detail::enabler> = detail::dummy>
__device__ int code() {
    return 3;
}
template <int N, enable_if_t<N >= 4 && N <= 8, int> = 0> __device__ int mid() { return N; }
template <int N, enable_if_t<(N < 4) || N >= 9, int> = 0> __device__ int mid() { return -N; }
struct Other {};
__global__ void run(int *out) {
    out[0] = code<int>();
    out[1] = code<float>();
    out[2] = code<const char *>();
    out[3] = code<Other>();
    out[4] = mid<5>() + mid<2>() * 10 + mid<12>() * 100;
    out[5] = (int)detail::dummy;
}
