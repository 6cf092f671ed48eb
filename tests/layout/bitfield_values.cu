// Bit-field reads, writes, compound assignment, ++/--, promotion and
// aggregate initialisation, each in a function the optimiser folds to a
// constant; cudac's and clang-19's constants must agree
// (tests/suites.rs `layout_matches_clang`).
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
struct B {
    unsigned a : 3;
    int b : 5;
    char c;
    short d : 9;
    long long e : 40;
    bool f : 1;
    unsigned : 0;
    unsigned g : 31;
};
union U { int a : 3; unsigned b : 12; };
struct P { char c; signed char s : 3; unsigned long long x : 60; short t : 4; };

#define T(n, arg, body)                                     \
    __device__ long long v##n(int x);                       \
    __device__ long long value_##n() { return v##n(arg); }  \
    __device__ long long v##n(int x) {                      \
        B s = {1, 2, 3, 4, 5, true, 7};                \
        body;                                          \
    }

T(1, 13, s.a = x; return s.a)
T(2, 13, s.b = x * 3; return s.b)
T(3, 13, s.b += 7; return s.b)
T(4, 13, s.d++; return s.d)
T(5, 13, s.d -= 300; return s.d)
T(6, 13, s.e = -x; s.e *= 1000; return s.e)
T(7, 13, s.g = s.g + 0x7fffffff; return s.g)
T(8, 13, return s.f)
T(9, 13, return s.c)
T(10, 13, return (s.a - 7 < 0))
T(11, 13, return (s.b = x * 8))
T(12, 13, return s.b++)
T(13, 13, return --s.a)
T(14, 13, s.b++; return s.b)
T(15, -9, s.a = x; s.b = x; s.d = x; s.e = x; return s.a + s.b + s.d + s.e)
T(16, 255, s.b = x; s.b <<= 2; s.d |= x; return s.b * 1000 + s.d)
T(17, 5, s.f = x; s.g = ~0u; return s.f * 10 + (s.g == 0x7fffffff))
T(18, 7, s.a = s.a * x; s.a /= 2; return s.a)
T(19, 3, s.b = -16; s.b--; return s.b)
T(20, 1, s.e = 0x7fffffffffLL + x; return s.e)

__device__ long long union_bits() { U u; u.b = 0xffd; return u.a; }
__device__ long long packed_like() {
    P p = {1, -3, 0xfedcba987654321ULL, -8};
    p.x += 1;
    p.s ^= 1;
    return p.x * 7 + p.s * 3 + p.t;
}

// A global too, so the PTX half of the comparison sees these records.
__device__ B image_B = {6, -16, 'q', -256, -1, true, 0x7ffffff0};
__device__ P image_P = {1, -3, 0xfedcba987654321ULL, -8};
