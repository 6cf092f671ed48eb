// `const float* const __restrict p`: GCC's `__restrict` after the
// pointer's own `const` (HeCBench's bh and mis write their kernel
// parameters so). tree-sitter-cpp took `__restrict` only before the `*`:
// "unexpected token" on the parameter's name.
__device__ int sum(const int *const __restrict a, int *const __restrict out, int n) {
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += a[i];
    *out = s;
    return s;
}

__global__ void run(int *out) {
    int a[5] = {1, 2, 3, 4, 5};
    int r = 0;
    out[0] = sum(a, &r, 5);
    out[1] = r;
    const int *__restrict p = a + 2;
    out[2] = *p;
}
