// User operators whose operands are enumerations ([over.match.oper]p1: a
// class or enumeration operand brings them in), as libcu++'s
// `cuda::std::byte` defines `|`, `&`, `^` and `|=`: found by ordinary
// lookup and by argument-dependent lookup in the enumeration's namespace.
namespace ns {
enum class byte : unsigned char { zero, one, two };
__device__ constexpr byte operator|(byte a, byte b) noexcept {
    return static_cast<byte>(static_cast<unsigned char>(static_cast<unsigned>(a) | static_cast<unsigned>(b)));
}
__device__ constexpr byte &operator|=(byte &a, byte b) noexcept { return a = a | b; }
}
enum Color { red = 1, green = 2 };
__device__ int operator+(Color a, Color b) { return 100 + int(a) + int(b); }

__global__ void run(int *out) {
    ns::byte x = ns::byte::one;
    out[0] = (int)(x | ns::byte::two);
    x |= ns::byte::two;
    out[1] = (int)x;
    out[2] = red + green;
    out[3] = red + 1;
    Color c = green;
    out[4] = c * 3;
}
