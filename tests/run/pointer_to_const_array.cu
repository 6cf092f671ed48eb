// A pointer to an array converts to a pointer to an array of const
// elements ([conv.qual]: an array's cv-qualifiers are its elements'), as
// LULESH passes `double (*)[8]` to functions taking `const double (*)[8]`;
// so do the same through two levels and in a comparison.
__device__ double sum_rows(const double (*a)[8], int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < 8; j++) {
            s += a[i][j] * (j + 1);
        }
    }
    return s;
}
__device__ int first(const int (*const *pp)[4]) { return (*pp)[0][2]; }

__global__ void run(int *out) {
    double m[3][8];
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 8; j++) {
            m[i][j] = i * 8 + j;
        }
    }
    double (*rows)[8] = m;
    out[0] = (int)sum_rows(rows, 3);
    const double (*c)[8] = rows + 1;
    out[1] = (int)c[0][3];
    out[2] = c == rows + 1;
    int g[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
    int (*p)[4] = g;
    out[3] = first(&p);
}
