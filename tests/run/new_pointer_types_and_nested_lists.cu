// `new T*[n]` (arrays of pointers, tree-sitter-cpp's new-declarator has
// no pointer operators: it was a syntax error), `new T*(p)` and
// `new T**`, and `new T[n][B]{…}` from a list with its inner braces
// written, elided or left short, and strings for rows of characters.
// Before: "initialising the elements of a multi-dimensional array 'new'
// from a list is not supported yet".
struct V {
    int a;
    int b;
};

template <class T> __device__ T **rows(int n, T *data, int stride) {
    T **r = new T *[n];
    for (int i = 0; i < n; ++i)
        r[i] = data + i * stride;
    return r;
}

__global__ void run(int *out) {
    int n = out[63] + 3;
    int *cells = new int[n * 2]();
    int **r = new int*[n];
    for (int i = 0; i < n; ++i)
        r[i] = cells + 2 * i;
    r[2][1] = 21;
    out[0] = cells[5];
    delete[] r;
    int **z = new int *[n]();
    out[1] = z[n - 1] == nullptr;
    delete[] z;
    int *one = new int(7);
    int **pp = new int *(one);
    int ***ppp = new int **;
    *ppp = pp;
    out[2] = ***ppp;
    delete ppp;
    delete pp;
    delete one;
    float **fr = rows<float>(n, reinterpret_cast<float *>(cells), 2);
    out[3] = fr[2] == reinterpret_cast<float *>(cells) + 4;
    delete[] fr;
    delete[] cells;

    auto q = new int[2][3]{{1, 2, 3}, {4, 5, 6}};
    out[4] = q[1][2] * 10 + q[0][1];
    delete[] q;
    int (*e)[3] = new int[n][3]{1, 2, 3, 4};
    out[5] = e[0][2] * 100 + e[1][0] * 10 + e[1][1];
    out[6] = e[2][2] + e[1][2];
    delete[] e;
    int (*s)[2][2] = new int[n][2][2]{{{1}, {2, 3}}, {4, 5, 6}};
    out[7] = s[0][0][0] + s[0][0][1] * 10 + s[0][1][1] * 100;
    out[8] = s[1][1][0] * 10 + s[1][1][1] + s[2][0][0];
    delete[] s;
    V (*vs)[2] = new V[n][2]{{{1, 2}, {3, 4}}, {{5}}};
    out[9] = vs[0][1].b * 100 + vs[1][0].a * 10 + vs[1][0].b + vs[2][1].a;
    delete[] vs;
    char (*names)[4] = new char[n][4]{"abc", {'x', 'y'}, "q"};
    out[10] = names[0][2] + names[1][1] * 1000 + names[2][1] * 7 + names[1][2];
    delete[] names;
}
