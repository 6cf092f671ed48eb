// Designated initialisers naming a union member other than the first
// (`{.f = x}`), as C++20 and nvcc's C++17 mode accept them: locals,
// members of a struct, `__device__` and `__constant__` variables (their
// constant images), and a later member larger than the first.
union U {
    int i;
    float f;
    double d;
};
union W {
    char c;
    int i;
};
struct H {
    int tag;
    U u;
};

__device__ U gu = {.f = 1.5f};
__device__ H gh = {7, {.d = 2.25}};
__constant__ W cw = {.i = 0x01020304};

__device__ float as_float(float x) {
    U u = {.f = x};
    return u.f;
}

__global__ void run(int *out) {
    int zero = out[63];
    U a = {.d = 3.5 + zero};
    W w{.i = 258 + zero};
    H h = {1, {.f = 2.5f + zero}};
    out[0] = int(as_float(4.25f) * 4.0f);
    out[1] = int(gu.f * 2.0f);
    out[2] = int(h.u.f * 2.0f) + h.tag;
    out[3] = int(a.d * 2.0);
    out[4] = int(gh.u.d * 4.0) + gh.tag;
    out[5] = w.i;
    out[6] = cw.i;
    U b = {.i = 9};
    out[7] = b.i;
}
