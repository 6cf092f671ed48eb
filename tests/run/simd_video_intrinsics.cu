// The SIMD video intrinsics (`__vadd2`, `__vmaxs4`, `__vsadu2`, …) against
// a reference written independently from the CUDA Math API's definitions
// (lanes through memcpy into int16_t/int8_t arrays, 64-bit arithmetic,
// std::clamp): the host build (clang++) gets the reference, cudac's IR
// its runtime headers. Edge lanes: 0x8000, 0x7fff, 0xffff, 0x80, 0x7f.
// Rounded averages: `__vavgu` rounds halves up, `__vavgs` away from zero
// (what nvcc's own code computes). The DPX functions of CUDA 12
// (`__vimax3_s32`, `__viaddmin_u16x2`, `__vibmax_s16x2`, …) likewise.
#ifndef __CUDACC__
#include <algorithm>
#include <cstdint>
#include <cstring>
template <int N, bool S, class F> unsigned ref2(unsigned a, unsigned b, F f) {
    constexpr int bits = 32 / N;
    long long lo = S ? -(1LL << (bits - 1)) : 0;
    long long hi = S ? (1LL << (bits - 1)) - 1 : (1LL << bits) - 1;
    unsigned r = 0;
    for (int i = 0; i < N; i++) {
        unsigned ua = (a >> (i * bits)) & ((1u << bits) - 1);
        unsigned ub = (b >> (i * bits)) & ((1u << bits) - 1);
        long long x, y;
        if (N == 2 && S) { int16_t t[2]; std::memcpy(t, &a, 4); x = t[i]; std::memcpy(t, &b, 4); y = t[i]; }
        else if (N == 4 && S) { int8_t t[4]; std::memcpy(t, &a, 4); x = t[i]; std::memcpy(t, &b, 4); y = t[i]; }
        else { x = ua; y = ub; }
        long long v = f(x, y, lo, hi);
        r |= (unsigned)((unsigned long long)v & ((1ull << bits) - 1)) << (i * bits);
    }
    return r;
}
template <int N, bool S> unsigned sad(unsigned a, unsigned b) {
    unsigned s = 0;
    ref2<N, S>(a, b, [&](long long x, long long y, long long, long long) { s += (unsigned)(x > y ? x - y : y - x); return 0; });
    return s;
}
#define REF(name, N, S, body) \
    unsigned name(unsigned a, unsigned b) { return ref2<N, S>(a, b, [](long long x, long long y, long long lo, long long hi) -> long long { (void)lo; (void)hi; (void)y; return body; }); }
#define BOTH(name, S, body) REF(name##2, 2, S, body) REF(name##4, 4, S, body)
#define UNARY(name, S, body) REF(name##2_ref, 2, S, body) REF(name##4_ref, 4, S, body) \
    unsigned name##2(unsigned a) { return name##2_ref(a, 0); } unsigned name##4(unsigned a) { return name##4_ref(a, 0); }
BOTH(__vadd, false, x + y)
BOTH(__vsub, false, x - y)
BOTH(__vaddss, true, std::clamp(x + y, lo, hi))
BOTH(__vaddus, false, std::clamp(x + y, lo, hi))
BOTH(__vsubss, true, std::clamp(x - y, lo, hi))
BOTH(__vsubus, false, std::clamp(x - y, lo, hi))
BOTH(__vabsdiffs, true, x > y ? x - y : y - x)
BOTH(__vabsdiffu, false, x > y ? x - y : y - x)
BOTH(__vavgu, false, (x + y + 1) / 2)
BOTH(__vavgs, true, (x + y) >= 0 ? (x + y + 1) / 2 : (x + y - 1) / 2)
BOTH(__vhaddu, false, (x + y) / 2)
BOTH(__vmaxs, true, std::max(x, y))
BOTH(__vmaxu, false, std::max(x, y))
BOTH(__vmins, true, std::min(x, y))
BOTH(__vminu, false, std::min(x, y))
BOTH(__vcmpeq, false, x == y ? -1 : 0)
BOTH(__vcmpne, false, x != y ? -1 : 0)
BOTH(__vcmpges, true, x >= y ? -1 : 0)
BOTH(__vcmpgeu, false, x >= y ? -1 : 0)
BOTH(__vcmpgts, true, x > y ? -1 : 0)
BOTH(__vcmpgtu, false, x > y ? -1 : 0)
BOTH(__vcmples, true, x <= y ? -1 : 0)
BOTH(__vcmpleu, false, x <= y ? -1 : 0)
BOTH(__vcmplts, true, x < y ? -1 : 0)
BOTH(__vcmpltu, false, x < y ? -1 : 0)
BOTH(__vseteq, false, x == y)
BOTH(__vsetne, false, x != y)
BOTH(__vsetges, true, x >= y)
BOTH(__vsetgeu, false, x >= y)
BOTH(__vsetgts, true, x > y)
BOTH(__vsetgtu, false, x > y)
BOTH(__vsetles, true, x <= y)
BOTH(__vsetleu, false, x <= y)
BOTH(__vsetlts, true, x < y)
BOTH(__vsetltu, false, x < y)
UNARY(__vabs, true, x < 0 ? -x : x)
UNARY(__vabsss, true, std::min(x < 0 ? -x : x, hi))
UNARY(__vneg, true, -x)
UNARY(__vnegss, true, std::clamp(-x, lo, hi))
unsigned __vsads2(unsigned a, unsigned b) { return sad<2, true>(a, b); }
unsigned __vsads4(unsigned a, unsigned b) { return sad<4, true>(a, b); }
unsigned __vsadu2(unsigned a, unsigned b) { return sad<2, false>(a, b); }
unsigned __vsadu4(unsigned a, unsigned b) { return sad<4, false>(a, b); }
// DPX: 16-bit lanes through int16_t/uint16_t arrays.
template <bool S, class F> unsigned dpx16(unsigned a, unsigned b, unsigned c, F f) {
    uint16_t ua[2], ub[2], uc[2], r[2];
    std::memcpy(ua, &a, 4); std::memcpy(ub, &b, 4); std::memcpy(uc, &c, 4);
    for (int i = 0; i < 2; i++) {
        long long x = S ? (long long)(int16_t)ua[i] : ua[i];
        long long y = S ? (long long)(int16_t)ub[i] : ub[i];
        long long z = S ? (long long)(int16_t)uc[i] : uc[i];
        long long sum = S ? (long long)(int16_t)(uint16_t)(ua[i] + ub[i]) : (uint16_t)(ua[i] + ub[i]);
        r[i] = (uint16_t)f(x, y, z, sum);
    }
    unsigned out; std::memcpy(&out, r, 4); return out;
}
long long relu(long long v) { return v > 0 ? v : 0; }
#define DPX3(name, e) \
    int name##_s32(int a, int b, int c) { long long x = a, y = b, z = c; return (int)(e); } \
    unsigned name##_u32(unsigned a, unsigned b, unsigned c) { long long x = a, y = b, z = c; return (unsigned)(e); } \
    int name##_s32_relu(int a, int b, int c) { long long x = a, y = b, z = c; return (int)relu(e); } \
    unsigned name##_s16x2(unsigned a, unsigned b, unsigned c) { return dpx16<true>(a, b, c, [](long long x, long long y, long long z, long long) { return e; }); } \
    unsigned name##_u16x2(unsigned a, unsigned b, unsigned c) { return dpx16<false>(a, b, c, [](long long x, long long y, long long z, long long) { return e; }); } \
    unsigned name##_s16x2_relu(unsigned a, unsigned b, unsigned c) { return dpx16<true>(a, b, c, [](long long x, long long y, long long z, long long) { return relu(e); }); }
DPX3(__vimax3, std::max({x, y, z}))
DPX3(__vimin3, std::min({x, y, z}))
#define DPXADD(name, f) \
    int name##_s32(int a, int b, int c) { return (int)f((long long)(int)((unsigned)a + (unsigned)b), (long long)c); } \
    unsigned name##_u32(unsigned a, unsigned b, unsigned c) { return (unsigned)f((long long)(a + b), (long long)c); } \
    int name##_s32_relu(int a, int b, int c) { return (int)relu(name##_s32(a, b, c)); } \
    unsigned name##_s16x2(unsigned a, unsigned b, unsigned c) { return dpx16<true>(a, b, c, [](long long, long long, long long z, long long s) { return f(s, z); }); } \
    unsigned name##_u16x2(unsigned a, unsigned b, unsigned c) { return dpx16<false>(a, b, c, [](long long, long long, long long z, long long s) { return f(s, z); }); } \
    unsigned name##_s16x2_relu(unsigned a, unsigned b, unsigned c) { return dpx16<true>(a, b, c, [](long long, long long, long long z, long long s) { return relu(f(s, z)); }); }
long long mx(long long a, long long b) { return std::max(a, b); }
long long mn(long long a, long long b) { return std::min(a, b); }
DPXADD(__viaddmax, mx)
DPXADD(__viaddmin, mn)
int __vimax_s32_relu(int a, int b) { return (int)relu(std::max(a, b)); }
int __vimin_s32_relu(int a, int b) { return (int)relu(std::min(a, b)); }
unsigned __vimax_s16x2_relu(unsigned a, unsigned b) { return dpx16<true>(a, b, 0, [](long long x, long long y, long long, long long) { return relu(std::max(x, y)); }); }
unsigned __vimin_s16x2_relu(unsigned a, unsigned b) { return dpx16<true>(a, b, 0, [](long long x, long long y, long long, long long) { return relu(std::min(x, y)); }); }
#define DPXB(name, f, cmp) \
    int name##_s32(int a, int b, bool *p) { *p = a cmp b; return (int)f(a, b); } \
    unsigned name##_u32(unsigned a, unsigned b, bool *p) { *p = a cmp b; return (unsigned)f(a, b); } \
    unsigned name##_s16x2(unsigned a, unsigned b, bool *hi, bool *lo) { \
        *hi = (int16_t)(a >> 16) cmp (int16_t)(b >> 16); *lo = (int16_t)a cmp (int16_t)b; \
        return dpx16<true>(a, b, 0, [](long long x, long long y, long long, long long) { return f(x, y); }); } \
    unsigned name##_u16x2(unsigned a, unsigned b, bool *hi, bool *lo) { \
        *hi = (uint16_t)(a >> 16) cmp (uint16_t)(b >> 16); *lo = (uint16_t)a cmp (uint16_t)b; \
        return dpx16<false>(a, b, 0, [](long long x, long long y, long long, long long) { return f(x, y); }); }
DPXB(__vibmax, mx, >=)
DPXB(__vibmin, mn, <=)
#endif

__device__ unsigned mix(unsigned h, unsigned v) { return (h ^ v) * 16777619u + 0x9e3779b9u; }

__global__ void run(int *out) {
    const unsigned in[] = {0u, 0x80008000u, 0x7fff7fffu, 0xffffffffu, 0x807f7f80u, 0x00017ffeu,
                           0x12345678u, 0xfedcba98u, 0x7f80ff01u, 0x8001fffeu};
    const int n = sizeof(in) / sizeof(in[0]);
    unsigned h[44] = {};
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            unsigned a = in[i], b = in[j];
            int k = 0;
#define B(f) h[k] = mix(h[k], f##2(a, b)); h[k + 1] = mix(h[k + 1], f##4(a, b)); k += 2;
            B(__vadd) B(__vsub) B(__vaddss) B(__vaddus) B(__vsubss) B(__vsubus) B(__vabsdiffs)
            B(__vabsdiffu) B(__vavgu) B(__vavgs) B(__vhaddu) B(__vmaxs) B(__vmaxu) B(__vmins)
            B(__vminu) B(__vsads) B(__vsadu)
            // Comparisons and sets, folded pairwise.
            h[k] = mix(h[k], __vcmpeq2(a, b) ^ __vcmpne4(a, b) ^ __vcmpges2(a, b) * 3u ^ __vcmpgeu4(a, b) * 5u);
            h[k + 1] = mix(h[k + 1], __vcmpgts2(a, b) ^ __vcmpgtu4(a, b) * 3u ^ __vcmples2(a, b) * 5u ^ __vcmpleu4(a, b) * 7u);
            h[k + 2] = mix(h[k + 2], __vcmplts4(a, b) ^ __vcmpltu2(a, b) * 3u ^ __vcmpne2(a, b) * 5u ^ __vcmpeq4(a, b) * 7u);
            h[k + 3] = mix(h[k + 3], __vseteq2(a, b) ^ __vsetne4(a, b) * 3u ^ __vsetges4(a, b) * 5u ^ __vsetgeu2(a, b) * 7u);
            h[k + 4] = mix(h[k + 4], __vsetgts4(a, b) ^ __vsetgtu2(a, b) * 3u ^ __vsetles4(a, b) * 5u ^ __vsetleu2(a, b) * 7u);
            h[k + 5] = mix(h[k + 5], __vsetlts2(a, b) ^ __vsetltu4(a, b) * 3u ^ __vcmpges4(a, b) * 5u ^ __vcmpgeu2(a, b) * 7u);
            h[k + 6] = mix(h[k + 6], __vcmpgts4(a, b) ^ __vcmpgtu2(a, b) * 3u ^ __vcmples4(a, b) * 5u ^ __vcmpleu2(a, b) * 7u);
            h[k + 7] = mix(h[k + 7], __vcmplts2(a, b) ^ __vcmpltu4(a, b) * 3u ^ __vsetges2(a, b) * 5u ^ __vsetgeu4(a, b) * 7u);
            h[k + 8] = mix(h[k + 8], __vsetgts2(a, b) ^ __vsetgtu4(a, b) * 3u ^ __vsetles2(a, b) * 5u ^ __vsetleu4(a, b) * 7u);
            h[k + 9] = mix(h[k + 9], __vsetlts4(a, b) ^ __vsetltu2(a, b) * 3u ^ __vseteq4(a, b) * 5u ^ __vsetne2(a, b) * 7u);
        }
        unsigned a = in[i];
        out[44] = (int)mix((unsigned)out[44], __vabs2(a) ^ __vabs4(a) * 3u);
        out[45] = (int)mix((unsigned)out[45], __vabsss2(a) ^ __vabsss4(a) * 3u);
        out[46] = (int)mix((unsigned)out[46], __vneg2(a) ^ __vneg4(a) * 3u);
        out[47] = (int)mix((unsigned)out[47], __vnegss2(a) ^ __vnegss4(a) * 3u);
        for (int j = 0; j < n; j++) {
            unsigned b = in[j], c = in[(i + j) % n];
            int sa = (int)a, sb = (int)b, sc = (int)c;
            bool p = false, q = false;
            unsigned d = 0;
            d = mix(d, __vimax3_s32(sa, sb, sc)); d = mix(d, __vimax3_u32(a, b, c));
            d = mix(d, __vimax3_s32_relu(sa, sb, sc)); d = mix(d, __vimax3_s16x2(a, b, c));
            d = mix(d, __vimax3_u16x2(a, b, c)); d = mix(d, __vimax3_s16x2_relu(a, b, c));
            d = mix(d, __vimin3_s32(sa, sb, sc)); d = mix(d, __vimin3_u32(a, b, c));
            d = mix(d, __vimin3_s32_relu(sa, sb, sc)); d = mix(d, __vimin3_s16x2(a, b, c));
            d = mix(d, __vimin3_u16x2(a, b, c)); d = mix(d, __vimin3_s16x2_relu(a, b, c));
            out[48] = (int)mix((unsigned)out[48], d);
            d = 0;
            d = mix(d, __viaddmax_s32(sa, sb, sc)); d = mix(d, __viaddmax_u32(a, b, c));
            d = mix(d, __viaddmax_s32_relu(sa, sb, sc)); d = mix(d, __viaddmax_s16x2(a, b, c));
            d = mix(d, __viaddmax_u16x2(a, b, c)); d = mix(d, __viaddmax_s16x2_relu(a, b, c));
            d = mix(d, __viaddmin_s32(sa, sb, sc)); d = mix(d, __viaddmin_u32(a, b, c));
            d = mix(d, __viaddmin_s32_relu(sa, sb, sc)); d = mix(d, __viaddmin_s16x2(a, b, c));
            d = mix(d, __viaddmin_u16x2(a, b, c)); d = mix(d, __viaddmin_s16x2_relu(a, b, c));
            out[49] = (int)mix((unsigned)out[49], d);
            d = 0;
            d = mix(d, __vimax_s32_relu(sa, sb)); d = mix(d, __vimin_s32_relu(sa, sb));
            d = mix(d, __vimax_s16x2_relu(a, b)); d = mix(d, __vimin_s16x2_relu(a, b));
            out[50] = (int)mix((unsigned)out[50], d);
            d = 0;
            d = mix(d, __vibmax_s32(sa, sb, &p) + p * 7u); d = mix(d, __vibmin_s32(sa, sb, &p) + p * 7u);
            d = mix(d, __vibmax_u32(a, b, &p) + p * 7u); d = mix(d, __vibmin_u32(a, b, &p) + p * 7u);
            d = mix(d, __vibmax_s16x2(a, b, &p, &q) + p * 7u + q * 11u);
            d = mix(d, __vibmin_s16x2(a, b, &p, &q) + p * 7u + q * 11u);
            d = mix(d, __vibmax_u16x2(a, b, &p, &q) + p * 7u + q * 11u);
            d = mix(d, __vibmin_u16x2(a, b, &p, &q) + p * 7u + q * 11u);
            out[51] = (int)mix((unsigned)out[51], d);
        }
    }
    for (int k = 0; k < 44; k++)
        out[k] = (int)h[k];
}
