// Variadic device functions, which nvcc compiles: `va_start`, `va_arg`
// (scalars of every promoted kind, pointers), `va_copy` and `va_end`;
// calls directly and through a pointer; and a variadic fallback that
// never reads its `...` (CuTe's `is_valid_impl(...)` detection idiom,
// behind `copy_if`). cudac rejected every variadic device function.
#include <cstdarg>

__device__ int sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

// Tagged arguments of several kinds: 0 double, 1 long long, 2 int *,
// 3 unsigned long.
__device__ long long mixed(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long long s = 0;
    for (int i = 0; i < n; i++) {
        int tag = va_arg(ap, int);
        if (tag == 0)
            s += (long long)(va_arg(ap, double) * 4);
        else if (tag == 1)
            s += va_arg(ap, long long);
        else if (tag == 2)
            s += *va_arg(ap, int *);
        else
            s += (long long)va_arg(ap, unsigned long);
    }
    va_end(ap);
    return s;
}

__device__ int read_twice(int n, ...) {
    va_list a, b;
    va_start(a, n);
    va_copy(b, a);
    int x = 0;
    for (int i = 0; i < n; i++)
        x += va_arg(a, int);
    for (int i = 0; i < n; i++)
        x += 100 * va_arg(b, int);
    va_end(b);
    va_end(a);
    return x;
}

template <class T> __device__ T &&fake();
template <class F, class... A, class = decltype(fake<F>()(fake<A>()...))>
__device__ constexpr int callable(int) {
    return 1;
}
template <class F, class... A> __device__ constexpr int callable(...) {
    return 0;
}
struct TakesInt {
    __device__ int operator()(int x) const { return x; }
};

__global__ void run(int *out) {
    out[0] = sum_ints(4, 1, 2, 3, 40);
    out[1] = sum_ints(0);
    float f = 2.25f;  // promoted to double
    short sh = -3;    // promoted to int
    int seven = 7;
    long long m = mixed(5, 0, f, 1, 1LL << 40, 2, &seven, 3, 9UL, 1, (long long)sh);
    out[2] = (int)(m >> 32);
    out[3] = (int)(m & 0xffffffff);
    out[4] = read_twice(3, 1, 2, 3);
    int (*fp)(int, ...) = sum_ints;
    out[5] = fp(2, 10, 20);
    char c = 'A';
    out[6] = sum_ints(2, c, sh);
    out[7] = callable<TakesInt, int>(0) * 10 + callable<TakesInt, TakesInt>(0);
}
