// Declarations in conditions and init-statements: `while (int j = …)`
// with `continue` (the condition declares anew), `if (init; cond)`,
// `switch (init; cond)`, the condition variable of an `if` seen in its
// `else`, and a range-for with an init-statement.

__device__ int next(int *i) { return 5 - (*i)++; }
__device__ int g(int k) { return k % 3; }

__global__ void run(int *out) {
    int z = out[63];
    int i = z;
    int sum = 0;
    int iters = 0;
    while (int j = next(&i)) {
        ++iters;
        if (j == 3)
            continue;
        sum += j;
    }
    out[0] = sum;
    out[1] = iters;
    out[2] = i;

    // Each iteration's `j` is initialised anew: clearing it in the body
    // does not end the loop.
    int seen_j = 0;
    int m = 2 + z;
    while (int j = m--) {
        int *p = &j;
        seen_j = seen_j * 10 + *p;
        *p = 0;
    }
    out[3] = seen_j;
    out[4] = m;

    int slot = 6;
    for (int k = z; k < 8; ++k) {
        if (int v = k * 2; v > 3)
            out[slot++] = v;
        else if (int u = v + 100; u > 101)
            out[slot++] = u;
        else
            out[slot++] = -v - u;   // both are in scope here
    }

    int sw = 0;
    for (int k = z; k < 6; ++k) {
        switch (int w2 = g(k); w2) {
        case 0:
            sw += 1;
            break;
        case 1:
            sw += w2 * 10;
            break;
        default:
            sw += w2 * 100 + k;
        }
    }
    out[14] = sw;

    if (int c = z)
        out[15] = 1;
    else
        out[15] = c - 1;

    int r = 0;
    for (int a[3] = {1, 2, 3 + z}; int x : a)
        r = r * 10 + x;
    out[16] = r;
    struct P {
        int a, b;
    };
    int seen = 0;
    for (P ps[2] = {{1, 2}, {3, 4 + z}}; P &p : ps) {
        if (p.a == 1)
            continue;
        seen += p.a * 10 + p.b;
        p.b = 0;
    }
    out[17] = seen;
}
