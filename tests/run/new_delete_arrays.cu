// `new T[n]` and `delete[]` of class objects in device code, laid out as
// nvcc does (Itanium): elements with a destructor get an 8-byte cookie
// holding the count before them; each element is default-constructed
// (`new T[n]`) or value-initialised (`new T[n]()`); `delete[]` destroys
// them last first, then frees the whole block.
__device__ int order[64];
__device__ int norder;

struct Tracked {
    int v;
    __device__ Tracked() : v(norder) { order[norder++] = 100 + v; }
    __device__ ~Tracked() { order[norder++] = 200 + v; }
};

struct Plain {
    int a = 5;
    int b;
};

struct alignas(16) Wide {
    double d[2];
    __device__ Wide() { d[0] = 1.5; d[1] = 2.5; }
    __device__ ~Wide() { order[norder++] = 300; }
};

__global__ void run(int *out) {
    int zero = out[63];
    norder = 0;
    int n = 4 + zero;
    Tracked *t = new Tracked[n];
    out[0] = t[3].v;
    out[1] = (int)((long)t % 8);
    delete[] t;
    Plain *p = new Plain[n]();
    out[2] = p[2].a + p[2].b;
    delete[] p;
    Wide *w = new Wide[2 + zero];
    out[3] = (int)(w[1].d[0] + w[1].d[1]);
    out[4] = (int)((long)w % 16);
    delete[] w;
    Tracked *none = nullptr;
    delete[] none;
    out[5] = norder;
    for (int i = 0; i < norder && i < 40; ++i)
        out[10 + i] = order[i];
}
