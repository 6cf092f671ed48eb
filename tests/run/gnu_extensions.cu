// GNU extensions real CUDA code uses in macros: statement expressions
// `({ … })` (a value from the last statement; loops with their own
// `break` inside; `void` ones), `__typeof__`/`__typeof` (the type without
// reference: writing the copy leaves the original alone), and GCC's
// `__builtin_memcpy`/`__builtin_memset`/`__builtin_assume_aligned`, and
// integer types of a machine mode (glibc's `register_t` is one).
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define SQUARE(x) ({ __typeof(x) _v = (x); _v * _v; })

typedef int word_t __attribute__((__mode__(__word__)));
typedef unsigned int u8_t __attribute__((mode(QI)));
typedef int s16_t __attribute__((__mode__(__HI__)));
typedef unsigned long u32_t __attribute__((mode(SI)));

__global__ void run(int *out) {
    int zero = out[63];
    int a = 3 + zero, b = 9;
    out[0] = MAX(a, b) + MAX(b * 2, a);
    out[1] = SQUARE(a + 1);
    out[2] = ({
        int s = 0;
        for (int i = 0; i < 10; ++i) {
            if (i == 6)
                break;
            s += i;
        }
        s;
    });
    ({ out[3] = 77; });
    int x = 5 + zero;
    int &r = x;
    __typeof__(r) y = r;
    y = 40;
    out[4] = x * 100 + y;
    double d = MAX(2.5, 1.0 * a);
    out[5] = int(d * 10);
    // GCC's memory builtins and its alignment promise.
    alignas(16) int buf[8];
    __builtin_memset(buf, 0, sizeof(buf));
    int src[2] = {6, 7};
    __builtin_memcpy(buf + 2, src, sizeof(src));
    const int *aligned = (const int *)__builtin_assume_aligned(buf, 16);
    const int *shifted = (const int *)__builtin_assume_aligned(buf + 1, 16, 4);
    out[6] = aligned[2] * 10 + shifted[2] + buf[0];
    // Sizes, and wrap-around that shows the signedness.
    u8_t small = 250 + zero;
    small += 10;
    s16_t half = 32767 + zero;
    half += 1;
    u32_t mid = 0;
    mid -= 1 - zero;
    word_t word = -1 + zero;
    out[7] = sizeof(word_t) * 1000 + sizeof(u8_t) * 100 + sizeof(s16_t) * 10 + sizeof(u32_t);
    out[8] = small;
    out[9] = half;
    out[10] = mid == 0xffffffffu;
    out[11] = word < 0;
}
