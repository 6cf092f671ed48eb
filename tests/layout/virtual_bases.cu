// Virtual bases (Itanium ABI): placed once, after the most derived
// class's non-virtual part, in inheritance graph order; a base subobject
// with virtual bases holds only its non-virtual part (its data size and
// alignment), so later members and bases may follow it closely.
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
__device__ unsigned long sizes[] = {
    sizeof(B), sizeof(E), sizeof(V2), sizeof(F), sizeof(G), sizeof(H),
    sizeof(I), sizeof(J), sizeof(K), sizeof(M),
    alignof(E), alignof(K), alignof(M),
    __builtin_offsetof(E, e), __builtin_offsetof(I, i), __builtin_offsetof(G, gg),
    __builtin_offsetof(M, m),
};
