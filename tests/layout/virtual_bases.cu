// Virtual bases (Itanium ABI): placed once, after the most derived
// class's non-virtual part, in inheritance graph order; a base subobject
// with virtual bases holds only its non-virtual part (its data size and
// alignment), so later members and bases may follow it closely. A
// nearly empty virtual base is the primary base of a class with no
// dynamic non-virtual base: it shares that class's place, also in a
// class derived from it, and is not allocated again.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
struct A { int a; };
struct B : virtual A { int b; };
struct C : virtual A { int c; };
struct E : B, C { int e; };
struct W { int w; __device__ virtual int id() const { return w; } };
struct V2 : virtual W { int v2; };
struct F : virtual V2 { int ff; };
struct G : F, virtual W { char gg; };
struct H : virtual A { double d; char c; };
struct I : H { char i; };
struct J : virtual H, virtual B { short j; };
struct alignas(16) K : virtual A { char k; };
struct M : K, virtual W { char m; };
struct If { __device__ virtual int f() const { return 1; } };
struct If2 { __device__ virtual int g() const { return 2; } };
struct PA : virtual If { int a; };
struct PB : virtual If { int b; };
struct PD : PA, PB { int d; };
struct PE : virtual If, virtual If2 { int e; };
struct PF : virtual PA, virtual PB { char f; };
struct PG : virtual PE, PA { int g; };
struct PN : virtual If {};
struct PH : PN, virtual If2 { double h; };
struct PK : virtual PN { int k; };
struct PL : PK, virtual If2 { int l; };
__device__ unsigned long shared_sizes[] = {
    sizeof(PA), sizeof(PD), sizeof(PE), sizeof(PF), sizeof(PG), sizeof(PN),
    sizeof(PH), sizeof(PK), sizeof(PL),
    __builtin_offsetof(PD, d), __builtin_offsetof(PF, f), __builtin_offsetof(PG, g),
    __builtin_offsetof(PL, l),
};
__device__ unsigned long sizes[] = {
    sizeof(B), sizeof(E), sizeof(V2), sizeof(F), sizeof(G), sizeof(H),
    sizeof(I), sizeof(J), sizeof(K), sizeof(M),
    alignof(E), alignof(K), alignof(M),
    __builtin_offsetof(E, e), __builtin_offsetof(I, i), __builtin_offsetof(G, gg),
    __builtin_offsetof(M, m),
};
