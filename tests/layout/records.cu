// Record layouts compared with clang-19 (tests/suites.rs `layout_matches_clang`).
// Every `__device__` global below is compiled by cudac and by clang-19 for
// sm_75; the bytes of each global in the two PTX files must be equal.
// `layout_X` holds sizeof, alignof and member offsets of X; `image_X` is an
// initialised X, so bit-field placement shows in its bytes.
#ifdef __clang__
#define __device__ __attribute__((device))
#define __align__(n) __attribute__((aligned(n)))
#define offsetof(t, m) __builtin_offsetof(t, m)
#endif

#define SA(S) sizeof(S), alignof(S)
#define L0(S) __device__ unsigned long long layout_##S[] = {SA(S), 99};
#define L1(S, a) __device__ unsigned long long layout_##S[] = {SA(S), offsetof(S, a), 99};
#define L2(S, a, b) \
    __device__ unsigned long long layout_##S[] = {SA(S), offsetof(S, a), offsetof(S, b), 99};
#define L3(S, a, b, c) \
    __device__ unsigned long long layout_##S[] = {SA(S), offsetof(S, a), offsetof(S, b), offsetof(S, c), 99};
#define L4(S, a, b, c, d)                                                                 \
    __device__ unsigned long long layout_##S[] = {SA(S), offsetof(S, a), offsetof(S, b), \
                                                  offsetof(S, c), offsetof(S, d), 99};

// ---- padding, scalars, pointers
struct P1 { char a; int b; char c; };                       L3(P1, a, b, c)
struct P2 { char a; double b; short c; };                   L3(P2, a, b, c)
struct P3 { short a; char b; long long c; char d; };        L4(P3, a, b, c, d)
struct P4 { char a; void *p; char b; int *q; };             L4(P4, a, p, b, q)
struct P5 { bool a; float b; bool c; double d; };           L4(P5, a, b, c, d)
struct P6 { char a[3]; short b; char c[5]; int d; };        L4(P6, a, b, c, d)
struct P7 { unsigned char a; unsigned long b; };            L2(P7, a, b)

// ---- nested records, arrays of records
struct N1 { char a; P1 p; char b; };                        L3(N1, a, p, b)
struct N2 { P2 x[3]; char c; };                             L2(N2, x, c)
struct N3 { char c; N2 n; N1 m[2]; };                       L3(N3, c, n, m)

// ---- unions
union U1 { char a; int b; double c; };                      L3(U1, a, b, c)
union U2 { char a[7]; short b; };                           L2(U2, a, b)
struct SU { char c; U2 u; int i; };                         L3(SU, c, u, i)
union U3 { P1 p; char c[13]; };                             L2(U3, p, c)

// ---- empty records
struct E1 {};                                               L0(E1)
struct E2 { E1 e; int i; };                                 L2(E2, e, i)
struct E3 { char c; E1 e[3]; };                             L2(E3, c, e)

// ---- requested alignment on records and fields
struct __align__(16) A1 { int x; };                         L1(A1, x)
struct alignas(8) A2 { char c; };                           L1(A2, c)
struct __attribute__((aligned(32))) A3 { char c; double d; }; L2(A3, c, d)
struct A4 { char c; A1 a; char d; };                        L3(A4, c, a, d)
struct A5 { char c; alignas(16) int x; char d; };           L3(A5, c, x, d)
struct A6 { char c; __align__(8) short s; };                L2(A6, c, s)
struct A7 { A3 a[2]; char c; };                             L2(A7, a, c)

// ---- CUDA vector types: cudac sees them through its implicit prelude;
// clang (-nocudainc) reads the same shipped header.
#ifdef __clang__
#include "../../runtime-headers/vector_types.h"
#endif
L2(int2, x, y)
L2(float2, x, y)
L4(float4, x, y, z, w)
L2(double2, x, y)
L2(char2, x, y)
L4(uchar4, x, y, z, w)
L3(short3, x, y, z)
L4(short4, x, y, z, w)
L2(long2, x, y)
L4(ulonglong4, x, y, z, w)
L4(double4_32a, x, y, z, w)
L1(float1, x)
struct V1 { char c; float4 f; int2 i; };                    L3(V1, c, f, i)
struct V2 { float2 a; double2 b; char c; };                 L3(V2, a, b, c)
struct V3 { char c; float4 v[2]; };                         L2(V3, c, v)

// ---- packed
struct __attribute__((packed)) K1 { char c; int i; short s; };      L3(K1, c, i, s)
struct __attribute__((packed)) K2 { char c; double d; };            L2(K2, c, d)
struct K3 { char c; K1 k; };                                        L2(K3, c, k)
struct __attribute__((packed)) K4 { char c; alignas(4) int i; };    L2(K4, c, i)

// ---- bit-fields
#define B0(S) __device__ unsigned long long layout_##S[] = {SA(S), 99};
#define B1(S, a) __device__ unsigned long long layout_##S[] = {SA(S), offsetof(S, a), 99};

struct BF1 { unsigned a : 3; unsigned b : 5; };                      B0(BF1)
struct BF2 { int a : 3; int b : 30; };                               B0(BF2)
struct BF3 { char c; int a : 8; };                                   B1(BF3, c)
struct BF4 { char c; int a : 25; };                                  B1(BF4, c)
struct BF5 { int a : 4; int : 0; int b : 4; };                       B0(BF5)
struct BF6 { char a : 4; char : 0; char b : 4; int c; };             B1(BF6, c)
struct BF7 { int a : 3; int : 5; int b : 3; };                       B0(BF7)
struct BF8 { char c; unsigned : 4; };                                B1(BF8, c)
struct BF9 { short a : 9; short b : 9; short c : 9; };               B0(BF9)
struct BF10 { long long a : 40; long long b : 30; };                 B0(BF10)
struct BF11 { bool a : 1; bool b : 1; char c; bool d : 1; };         B1(BF11, c)
struct BF12 { unsigned char a : 7; unsigned char b : 2; };           B0(BF12)
struct BF13 { char c; short s : 9; char d; };                        B1(BF13, d)
struct BF14 { int a : 1; long long b : 63; char c; };                B1(BF14, c)
struct BF15 { double d; int a : 17; int b : 17; int c : 17; };       B1(BF15, d)
struct BF16 { char a; int : 0; char b; };                            B1(BF16, b)
struct BF17 { short a : 3; int b : 20; char c : 7; };                B0(BF17)
struct BF18 { char c; unsigned long long x : 57; };                  B1(BF18, c)
union BU1 { int a : 3; char b; short c : 12; };                      B1(BU1, b)
union BU2 { unsigned a : 20; long long b : 33; };                    B0(BU2)
struct BF19 { int a : 5; BF1 inner; int b : 7; };                    B1(BF19, inner)
struct BF20 { unsigned a : 1, b : 2, c : 3, d : 4, e : 5, f : 6, g : 7, h : 8; }; B0(BF20)
struct __align__(16) BF21 { int a : 3; };                            B0(BF21)
struct BF22 { char c; int a : 3; char d : 2; };                      B1(BF22, c)
struct __attribute__((packed)) BF23 { char c; int a : 30; char d; }; B1(BF23, d)
struct BF24 { signed char a : 3; unsigned short b : 13; long long c : 3; unsigned d : 32; }; B0(BF24)
struct BF25 { BF1 x[3]; };                                           B0(BF25)

// Initialised bit-field records: their bytes show where each field went.
__device__ BF1 image_BF1 = {5, 17};
__device__ BF2 image_BF2 = {-3, 123456789};
__device__ BF3 image_BF3 = {7, -100};
__device__ BF4 image_BF4 = {7, -1234567};
__device__ BF5 image_BF5 = {-5, 6};
__device__ BF6 image_BF6 = {3, -4, 0x7eadbeef};
__device__ BF7 image_BF7 = {-1, 2};
__device__ BF8 image_BF8 = {42};
__device__ BF9 image_BF9 = {-200, 201, -202};
__device__ BF10 image_BF10 = {-123456789012LL, 456789012};
__device__ BF11 image_BF11 = {true, false, 'z', true};
__device__ BF12 image_BF12 = {99, 3};
__device__ BF13 image_BF13 = {1, -255, 2};
__device__ BF14 image_BF14 = {-1, 0x1234567890abcdeLL, 9};
__device__ BF15 image_BF15 = {2.5, -65536, 65535, 12345};
__device__ BF16 image_BF16 = {1, 2};
__device__ BF17 image_BF17 = {-2, 500000, -60};
__device__ BF18 image_BF18 = {3, 0x123456789abcdefULL};
__device__ BU1 image_BU1 = {-3};
__device__ BU2 image_BU2 = {0xabcde};
__device__ BF19 image_BF19 = {-7, {6, 30}, 50};
__device__ BF20 image_BF20 = {1, 2, 5, 9, 17, 33, 65, 200};
__device__ BF21 image_BF21 = {-4};
__device__ BF22 image_BF22 = {8, 3};
__device__ BF23 image_BF23 = {1, -123456, 2};
__device__ BF24 image_BF24 = {-4, 8000, -3, 0xfedcba98u};
__device__ BF25 image_BF25 = {{{1, 2}, {3, 4}, {7, 31}}};
__device__ P1 image_P1 = {1, 0x01020304, 3};
__device__ A5 image_A5 = {1, 2, 3};
__device__ V1 image_V1 = {1, {1.0f, 2.0f, 3.0f, 4.0f}, {5, 6}};

// ---- enumerations: stored as their underlying type (fixed, or the first
// of int/unsigned/long that holds every enumerator), also in bit-fields
enum E8 : unsigned char { e8a = 1, e8b = 200 };
enum class EC : short { a = -2, b = 7 };
enum EBig { ebig = 0x100000000 };
enum EU { eu = 0xffffffff };
struct EN1 { char c; E8 e; EBig b; EU u; };                          L4(EN1, c, e, b, u)
struct EN2 { E8 e : 3; EC f : 5; int i; };                           B1(EN2, i)
struct EN3 { char c; EC arr[3]; };                                   L2(EN3, c, arr)
__device__ EN1 image_EN1 = {'x', e8b, ebig, eu};
__device__ EN2 image_EN2 = {e8b, EC::b, -9};
__device__ EN3 image_EN3 = {'y', {EC::a, EC::b, EC::a}};
