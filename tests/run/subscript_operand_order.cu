// C++17 [expr.sub]: in `E1[E2]` the first operand is sequenced before the
// second, whichever of them is the pointer (`(b = 3, 2)[(b *= 2, x)]`,
// GCC's cpp1z/eval-order8.C), and for an overloaded `operator[]` too.
__device__ int b;
__device__ int a[4];
struct Table {
    int v[4];
    __device__ int &operator[](int i) { return v[i]; }
};
__device__ Table t;
__device__ Table &table() { b = b * 10 + 1; return t; }
__device__ int index() { b = b * 10 + 2; return 1; }

__global__ void run(int *out) {
    for (int i = 0; i < 4; ++i) {
        a[i] = i + 1 + out[63];
        t.v[i] = 10 * i;
    }
    int *x = a;
    b = 1;
    int r = (b = 4, x)[(b *= 2, 3)];
    out[0] = b;
    out[1] = r;
    b = 1;
    r = (b = 3, 2)[(b *= 2, x)];
    out[2] = b;
    out[3] = r;
    b = 0;
    r = table()[index()];
    out[4] = b;
    out[5] = r;
    b = 0;
    r = (b = 5, 1)[(b += 1, b == 6 ? x : x + 1)];
    out[6] = b;
    out[7] = r;
}
