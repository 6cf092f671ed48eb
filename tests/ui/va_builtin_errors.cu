// Variadic device functions compile (run/variadic_device_functions.cu);
// what stays an error: `va_start` in a function with fixed parameters,
// an operand that is no `va_list` object, reading a class through
// `va_arg` and passing one through `...` in device code (only scalars
// travel there), and a promotable type read with `va_arg` (a warning:
// what `...` took was promoted).
#include <cstdarg>
struct Pair {
    int a, b;
};
__device__ int fixed(int n) {
    va_list ap;
    va_start(ap, n);
    return n;
}
__device__ int wrong_operand(int n, ...) {
    int x = 0;
    va_start(x, n);
    return x;
}
__device__ int read_pair(int n, ...) {
    va_list ap;
    va_start(ap, n);
    Pair p = va_arg(ap, Pair);
    short s = va_arg(ap, short);
    va_end(ap);
    return p.a + s;
}
__global__ void k(int *p) {
    Pair q{1, 2};
    p[0] = fixed(1) + wrong_operand(1) + read_pair(1, q);
}
