// `new T[n]{…}` on the device heap: the listed elements initialised in
// order (scalars converted, classes through the constructor overload
// resolution picks, aggregates from nested lists), the rest
// value-initialised (zero, or the default constructor); a class with a
// destructor keeps its array cookie so `delete[]` destroys them all.
struct A {
    int v;
    __device__ A() : v(7) {}
    __device__ A(int x) : v(x * 3) {}
};
struct D {
    int *log;
    int id;
    __device__ D() : log(nullptr), id(-1) {}
    __device__ D(int *l, int i) : log(l), id(i) {}
    __device__ ~D() {
        if (log)
            log[0] = log[0] * 10 + id;
    }
};
struct P {
    int a, b;
};

__global__ void run(int *out) {
    int z = out[63];
    int n = 5 + z;
    int *p = new int[n]{1, 2, 3};
    out[0] = p[0] * 10000 + p[1] * 1000 + p[2] * 100 + p[3] * 10 + p[4];
    delete[] p;
    A *a = new A[3 + z]{A(1), 2};
    out[1] = a[0].v * 100 + a[1].v * 10 + a[2].v;
    delete[] a;
    out[2] = 0;
    D *d = new D[2 + z]{{out + 2, 4}, {out + 2, 5}};
    delete[] d;
    P *q = new P[2 + z]{{1, 2}};
    out[3] = q[0].a * 1000 + q[0].b * 100 + q[1].a * 10 + q[1].b;
    delete[] q;
    float *f = new float[4 + z]{1.5f, 2};
    out[4] = (int)((f[0] + f[1] + f[2] + f[3]) * 10);
    delete[] f;
}
