// `__underlying_type(T)`, which `std::underlying_type` (libstdc++ and
// libcu++) is built on: an enumeration's underlying integer type. An enum
// without a fixed type that holds no negative value is `unsigned int`, as
// in gcc and clang. Before, '<type unknown to cudac>'.
enum Plain { A, B };
enum Neg { N = -1 };
enum class Small : short { C };
enum Wide : unsigned long long { W = 1ull << 40 };
template <class E> struct under { using type = __underlying_type(E); };
template <class E> __device__ __underlying_type(E) raw(E e) { return (__underlying_type(E))e; }
__global__ void run(int *out) {
    out[0] = sizeof(__underlying_type(Plain));
    out[1] = (__underlying_type(Plain))-1 > 0;
    out[2] = (__underlying_type(Neg))-1 > 0;
    out[3] = sizeof(under<Small>::type);
    out[4] = (int)(raw(W) >> 40);
    out[5] = raw(Small::C) - 1;
}
