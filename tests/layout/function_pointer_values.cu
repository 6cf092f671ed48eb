// Calls through pointers to functions: local pointers, typedef'd ones,
// a table of them, a function passed as an argument (function-to-pointer
// conversion), through a reference to function, returning a reference
// and a record; computing what clang-19 computes.
#ifdef __clang__
#define __device__ __attribute__((device))
#endif
__device__ int twice(int x) { return 2 * x; }
__device__ int square(int x) { return x * x; }
struct V { float x, y; };
__device__ V swap(V v) { return V{v.y, v.x}; }
static __device__ int &pick(int &a, int &b) { return b; }
typedef int (*op_t)(int);
__device__ op_t table[] = {twice, square};
__device__ int apply(int (*f)(int), int v) { return f(v); }
__device__ int calls(int k) {
    int (*f)(int) = k ? twice : square;
    op_t g = &square;
    int (&r)(int) = twice;
    typedef V (*swap_t)(V);
    swap_t s = swap;
    int &(*pk)(int &, int &) = pick;
    int a = 1, b = 2;
    pk(a, b) = 40;
    V v = s(V{1.0f, 2.0f});
    return f(k) + g(3) + (*f)(4) + r(5) + apply(square, 6) + table[k % 2](7) + int(v.x) + b;
}
__device__ unsigned long sizes[] = {sizeof(op_t)};
__device__ int fixed_calls() { return calls(1) * 1000 + calls(0); }
