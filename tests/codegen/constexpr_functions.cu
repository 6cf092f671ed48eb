// `constexpr` functions are evaluated wherever a constant is required:
// `static_assert`, array bounds, `constexpr` variables (host ones, which
// device code may read, and local ones), device variable initialisers,
// template arguments. Recursion, loops, locals, arrays, `switch`, member
// functions and constructors, function templates and `if constexpr`.
// ARGS: -O0 --emit=llvm-ir --expt-relaxed-constexpr
// CHECK: %struct.Table = type { [36 x i32] }
// CHECK: @g = addrspace(1) externally_initialized global float 1.500000e+00
// CHECK: @table = addrspace(1) externally_initialized global %struct.Table zeroinitializer
// CHECK: define void @_Z1kPi(
// CHECK: alloca [9 x i32]
// CHECK: store i32 9,
// CHECK: store i32 24, ptr %z
// CHECK: store i32 55, ptr %f10
constexpr int sq(int v) { return v * v; }
constexpr int ilog2(unsigned v) { return v <= 1 ? 0 : 1 + ilog2(v / 2); }
constexpr int sum_to(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i)
        s += i;
    return s;
}
constexpr int fib(int n) {
    int a = 0, b = 1;
    while (n-- > 0) {
        int t = a + b;
        a = b;
        b = t;
    }
    return a;
}
struct Pt {
    int x, y;
    constexpr int dot(const Pt &o) const { return x * o.x + y * o.y; }
};
constexpr Pt origin{3, 4};
template <int N> constexpr int fact() {
    if constexpr (N <= 1)
        return 1;
    else
        return N * fact<N - 1>();
}
template <class T> constexpr T twice(T v) { return v + v; }
constexpr int pick(int k) {
    switch (k) {
    case 0:
        return 10;
    case 1:
    case 2:
        return 20;
    default:
        return 30;
    }
}
constexpr int arr_sum() {
    int a[4] = {1, 2, 3, 4};
    int s = 0;
    for (int i = 0; i < 4; ++i)
        s += a[i];
    return s;
}
constexpr float halfof(float f) { return f / 2; }
constexpr int count_bits(unsigned long long v) {
    int c = 0;
    for (; v; v &= v - 1)
        ++c;
    return c;
}
struct Box {
    int v;
    constexpr Box(int a) : v(a * 2) {}
    constexpr int get() const { return v; }
};
static_assert(sq(4) == 16, "");
static_assert(ilog2(1024) == 10, "");
static_assert(sum_to(100) == 5050, "");
static_assert(fib(10) == 55, "");
static_assert(origin.dot(origin) == 25, "");
static_assert(origin.x == 3, "");
static_assert(fact<5>() == 120, "");
static_assert(twice(21) == 42, "");
static_assert(pick(0) == 10 && pick(2) == 20 && pick(7) == 30, "");
static_assert(arr_sum() == 10, "");
static_assert(count_bits(0xFFull) == 8, "");
static_assert(Box(5).get() == 10, "");
constexpr int q = sq(3);
__device__ float g = halfof(3.0f);
template <int N> struct Table {
    int v[N];
};
__device__ Table<sum_to(8)> table;
__global__ void k(int *o) {
    int a[sq(3)];
    a[0] = q;
    o[0] = a[0];
    constexpr int z = fact<4>();
    o[1] = z;
    constexpr int f10 = fib(ilog2(1 << 10));
    o[2] = f10;
}
