// Constant evaluation has limits, reported where the constant was
// needed: a loop that never ends (step limit), recursion deeper than 512
// calls, a call of a function that is not constexpr, division by zero.
// ARGS: --expt-relaxed-constexpr
constexpr int forever(int n) { while (true) { n++; } return n; }
constexpr int deep(int n) { return n == 0 ? 0 : 1 + deep(n - 1); }
int plain(int v) { return v; }
constexpr int divz(int v) { return 10 / v; }
static_assert(forever(1) == 0, "");
static_assert(deep(10000) == 10000, "");
static_assert(deep(100) == 100, "");
static_assert(plain(1) == 1, "");
static_assert(divz(0) == 1, "");
static_assert(divz(5) == 3, "five");
__global__ void k(int *o) { int a[deep(600)]; o[0] = a[0]; }
