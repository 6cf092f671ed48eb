// A prefix operator binds tighter than `=`: `--c = v` assigns to the
// decremented `c`, `(float &)i = v` stores a float into `i`'s bytes,
// `++*p = v` increments then overwrites `*p`, and a compound assignment
// works the same way; the right operand is evaluated first (C++17
// [expr.ass]). tree-sitter reads these as the operator applied to the
// assignment, which gave a different program; parenthesised assignments
// keep that reading (GCC's cpp1z/eval-order4.C).
__device__ int last;
__device__ int step(int i) {
    last = last * 10 + i;
    return i;
}

__global__ void run(int *out) {
    int z = out[63];
    int c = 5 + z;
    --c = step(1) + 40;
    out[0] = c;
    int d = 5 + z;
    --(d = 20);
    out[1] = d;
    int i = z;
    (float &)i = 1.0f;
    out[2] = i;
    int cell = 3 + z;
    int *p = &cell;
    ++*p = 7;
    out[3] = cell;
    int e = 2 + z;
    ++e *= 10;
    out[4] = e;
    int g = 1 + z;
    -- --g = 9;
    out[5] = g;
    last = 0;
    int h = z;
    (step(2), --h) = step(1);
    out[6] = last * 100 + h;
    unsigned u = 0;
    (unsigned char &)u = 0x1ff + z;
    out[7] = int(u);
}
