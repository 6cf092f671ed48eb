// #pragma lines are passed through; _Pragma becomes a #pragma line.
#define N 4
void f() {
#pragma unroll
    for (int i = 0; i < N; ++i) {}
#pragma unroll N
    for (int i = 0; i < N; ++i) {}
    #  pragma   unroll   (4)
    for (;;) {}
}
#pragma omp parallel for schedule(static, N)
#pragma STDC FP_CONTRACT ON
#pragma
#pragma nv_diag_suppress 177
#pragma message("a message")
_Pragma("unroll") int x;
int y; _Pragma("omp parallel") int z;
_Pragma("message(\"escaped quotes\")")
#define DO_PRAGMA(x) _Pragma(#x)
#define UNROLL(n) DO_PRAGMA(unroll n)
UNROLL(8) for (;;) {}
#define LOOP(n) UNROLL(n) for (int i = 0; i < n; ++i) body(i);
LOOP(2)
_Pragma(L"wide") int w;
