// A partial specialisation written through an alias template whose other
// parameters are conditions, as libstdc++ writes
// `tuple_size<const __enable_if_has_tuple_size<_Tp>>` (the alias is `_Tp`
// when `tuple_size<_Tp>::value` exists): it matches only the arguments for
// which the alias's defaults substitute. Before, the alias resolved to its
// target alone (`const T`) and the specialisation matched every const
// type: `sz<const Pt>::v` was 1, a wrong value with exit 0, and structured
// bindings of a const aggregate failed on libstdc++'s `tuple_size`.
#include <utility>
template <class T> struct ts;
template <> struct ts<int> { static constexpr unsigned long value = 2; };
template <typename T, unsigned long = ts<T>::value> using has_ts = T;
template <class T> struct sz { static constexpr int v = 0; };
template <class T> struct sz<const has_ts<T>> { static constexpr int v = 1 + int(ts<T>::value); };
struct Pt {
    int x, y;
};

__global__ void run(int *out) {
    out[0] = sz<const int>::v;
    out[1] = sz<const Pt>::v;
    out[2] = sz<int>::v;
    out[3] = int(std::tuple_size<const std::pair<int, Pt>>::value);
    const Pt p{3 + out[63], 4};
    const auto &[a, b] = p;
    out[4] = a * 10 + b;
}
