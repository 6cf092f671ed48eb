// A class whose only members are GNU zero-length arrays is not empty and
// keeps size 0 (gcc, clang; nvcc agrees): only an empty class takes one
// byte. Before, cudac rounded it up to its alignment (4), so `sizeof`, a
// member after it and an array of such records were laid out wrong.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
struct Z { int a[0]; };
struct Y { char c; int tail[0]; };
struct W { Z z; char c; };
struct V : Z { short s; };
struct U { double d[0]; Z z[3]; };
struct E {};
struct T { E e[0]; };
__device__ unsigned long sizes[] = {sizeof(Z), sizeof(Y), sizeof(W), sizeof(V),
                                    sizeof(U), sizeof(T), alignof(Z), alignof(U)};
__device__ W w = {{}, 'w'};
__device__ V v = {{}, 7};
__device__ Y y = {'y'};
