// Qualification conversions that would open a hole in const-correctness
// stay errors, as in clang: `int **` to `const int **` (a `const int *`
// could then be stored through it), dropping a qualifier at any level, and
// comparing pointers to unrelated types, while the safe forms
// (`const int *const *`, composite pointer types) are accepted.
__device__ int ok(int **p, volatile int **q) {
    const int *const *a = p;
    const volatile int *const *b = q;
    return (p == q) + (a == b) + **a;
}
__device__ void bad(int **p, const int **c, float **f, const int *const *d) {
    const int **x = p;
    int **y = c;
    int **z = d;
    bool w = p == f;
}
