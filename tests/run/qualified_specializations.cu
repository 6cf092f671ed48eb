// Explicit and partial specialisations named with their scope, as CCCL's
// c2h test types write them at global scope: `template <> class
// ::cuda::std::numeric_limits<half_t> {…}` (the template in an inline
// namespace of the one written). Before, "no template named
// 'numeric_limits' to specialize".
namespace a { inline namespace v1 { template <class T> struct lim { static constexpr int m = 1; }; } }
struct H { short s; };
template <> struct ::a::lim<H> { static constexpr int m = 7; };
template <> struct a::lim<int> { static constexpr int m = 5; };
namespace b { template <class T> struct tr { static constexpr int k = 0; }; }
template <class T> struct b::tr<T *> { static constexpr int k = 3; };
__global__ void run(int *out) {
    out[0] = a::lim<H>::m + a::lim<int>::m * 10 + a::lim<char>::m * 100;
    out[1] = b::tr<int *>::k + b::tr<int>::k * 10;
}
