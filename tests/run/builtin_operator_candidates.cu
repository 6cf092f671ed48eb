// The built-in operator is a candidate next to user operators
// ([over.match.oper]/3.3): a class operand converts to a scalar through
// its conversion function. CUB's `Length{} >= 4` with `Length` an
// `integral_constant<int, 9>` failed with "invalid operands" once any
// `operator>=` (here `Z`'s; in CUB, __half's) was declared. Where a user
// operator matches better it still wins, and where each is better on one
// operand the call is ambiguous (not tested here: an error).
template <class T, T v> struct ic {
    static constexpr T value = v;
    constexpr __device__ operator T() const { return v; }
};
struct Z {
    int z;
};
__device__ Z operator+(const Z &a, const Z &b) { return Z{a.z + b.z}; }
__device__ bool operator>=(const Z &a, const Z &b) { return a.z >= b.z; }
struct Cell {
    int v;
    __device__ operator int() const { return v; }
};
__device__ int operator+(const Cell &a, int b) { return a.v * 100 + b; }
__device__ bool operator==(const Cell &a, const Cell &b) { return a.v == b.v + 1; }
template <class L> __device__ bool enough() { return L{} >= 4; }
__global__ void run(int *out) {
    ic<int, 3> three;
    out[0] = three + 1;
    out[1] = enough<ic<int, 9>>() + 2 * enough<ic<int, 2>>();
    out[2] = -three * 2 + (~three & 7);
    Cell c{5}, d{4};
    out[3] = c + 2;          // the user operator: exact on both operands
    out[4] = 2 + c;          // only the built-in is viable
    out[5] = (c == d) + 2 * (c == 4) + 4 * (c != d);  // user ==, built-in ==, built-in !=
    out[6] = (Z{3} + Z{4}).z + (Z{1} >= Z{0}) * 10;
}
