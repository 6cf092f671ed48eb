// #pragma pack caps member and base alignment (and lets bit-fields
// straddle their type's boundary) for the records defined while it is in
// effect: push/pop with and without labels, pack(), pack(0), values set
// by push and pop, a pragma inside a class body (later records only) and
// one inside a function. Sizes, alignments, offsets, initialised bytes and
// folded bit-field values must equal clang-19's
// (tests/suites.rs `layout_matches_clang`). Found by Csmith (seed 100483:
// a packed struct in a union read back at the wrong offsets).
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
#define offsetof(t, m) __builtin_offsetof(t, m)

#pragma pack(push)
#pragma pack(1)
struct S0 { signed char f0; unsigned f1; int f2; };
#pragma pack(pop)
union U2 { struct S0 f0; signed char *f1; int f2; };

#pragma pack(push, 1)
struct A { char c : 7; int a : 30; char d; };
struct B { char c; int a : 30; };
struct C { char c; __attribute__((aligned(8))) int a; };
struct D { char c : 3; long long x : 62; };
struct E { char c; int : 0; char d; };
struct Base { char c; double d; };
struct Derived : Base { char e; long long f; };
#pragma pack(push, two, 2)
struct F { char c : 7; int a : 30; char d; };
struct G { char c; double d; int a : 20; };
struct H { char c; int x : 17; int y : 17; };
struct __attribute__((aligned(16))) I { char c; double d; };
#pragma pack(push, 8)
struct J { char c; double d; };
#pragma pack(pop, two)
struct K { char c; int i; };            // back to 1 (popped past 8 and 2)
#pragma pack()
struct L { char c; int i; };            // none
#pragma pack(4)
struct M { char c; double d; unsigned : 0; char e; };
#pragma pack(0)
struct N { char c; double d; };         // none again
#pragma pack(pop)
struct O { char c; double d; };         // none: the first push saved none
#pragma pack(2)
struct Outer {
    char c;
    int i;
#pragma pack(1)
    struct Inner { char c; int i; };     // defined after the inner pragma
    Inner in;
};
struct After { char c; int i; };        // 1
#pragma pack()

__device__ unsigned long sizes[] = {
    sizeof(S0), sizeof(U2), sizeof(A), sizeof(B), sizeof(C), sizeof(D), sizeof(E),
    sizeof(Derived), sizeof(F), sizeof(G), sizeof(H), sizeof(I), sizeof(J), sizeof(K),
    sizeof(L), sizeof(M), sizeof(N), sizeof(O), sizeof(Outer), sizeof(Outer::Inner),
    sizeof(After)};
__device__ unsigned long aligns[] = {
    alignof(S0), alignof(U2), alignof(A), alignof(B), alignof(C), alignof(D), alignof(E),
    alignof(Derived), alignof(F), alignof(G), alignof(H), alignof(I), alignof(J),
    alignof(K), alignof(L), alignof(M), alignof(N), alignof(O), alignof(Outer),
    alignof(Outer::Inner), alignof(After)};
__device__ unsigned long offsets[] = {
    offsetof(S0, f1), offsetof(S0, f2), offsetof(A, d), offsetof(C, a), offsetof(E, d),
    offsetof(Derived, e), offsetof(Derived, f), offsetof(G, d), offsetof(J, d),
    offsetof(K, i), offsetof(L, i), offsetof(M, d), offsetof(M, e), offsetof(Outer, i),
    offsetof(Outer, in), offsetof(Outer::Inner, i), offsetof(After, i)};

// Initialised images: the bytes, padding and straddling bit-fields included.
__device__ union U2 image_U2 = {{0, 4294967292u, 5}};
__device__ struct S0 image_S0[2] = {{1, 0xdeadbeef, -2}, {-3, 7, 0x12345678}};
__device__ struct A image_A = {-5, -123456789, 'z'};
__device__ struct D image_D = {3, -0x123456789abcdLL};
__device__ struct H image_H = {'h', -65536, 65535};
__device__ struct M image_M = {'m', 2.5, 'n'};

__device__ int read_f2() { U2 u = {{0, 4294967292u, 5}}; return u.f2; }
__device__ long long straddle() {
    A a = {1, 2, 3};
    a.a = -7;
    a.c += 2;
    D d = {1, 2};
    d.x = -d.x * 1000000007LL;
    return a.a * 1000 + a.c + d.x + d.c;
}
__device__ long long local_pack() {
#pragma pack(push, 1)
    struct Local { char c; long long x; };
#pragma pack(pop)
    return sizeof(Local) * 100 + alignof(Local);
}
