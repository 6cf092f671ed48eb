// Unnamed bit-fields whose type is two or more size modifiers
// (`long long : 0;`, `unsigned long long : 3;`): tree-sitter reads the
// ':' as an error after such a type; cudac reads the width again
// (syntax/reparse.rs). Zero widths start a new unit of the type's
// alignment, non-zero ones take bits. Sizes, alignments, offsets,
// initialised bytes and folded values must equal clang-19's. Csmith
// writes these ("noticed" in the issue 26 notes).
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
#define offsetof(t, m) __builtin_offsetof(t, m)
#define W 3

struct A { int a : 3; long long : 0; signed char b; };
struct B { char c; unsigned long long : 0; short s; };
struct C { char c; unsigned long long : (W + 2) * 2; char d; };
struct D { int a : 5; long int : 20; short unsigned int : 0; signed char e; };
struct E { char c; long long : 0; char d; };
struct F { unsigned a : 4; signed long long : 40; int z : 7; };
enum { kBits = 12 };
struct G { char c; unsigned long long : kBits; char d; long int : 0; };

__device__ unsigned long sizes[] = {sizeof(A), sizeof(B), sizeof(C), sizeof(D), sizeof(E),
                                    sizeof(F), sizeof(G)};
__device__ unsigned long aligns[] = {alignof(A), alignof(B), alignof(C), alignof(D),
                                     alignof(E), alignof(F), alignof(G)};
__device__ unsigned long offsets[] = {offsetof(A, b), offsetof(B, s), offsetof(C, d),
                                      offsetof(D, e), offsetof(E, d), offsetof(G, d)};
__device__ struct A image_A = {-3, 'b'};
__device__ struct C image_C[2] = {{'c', 'd'}, {1, 2}};
__device__ struct D image_D = {-7, 'e'};
__device__ struct F image_F = {9, -33};
__device__ int read_f() {
    F f = {5, 60};
    f.z -= 3;
    return f.a * 1000 + f.z;
}
