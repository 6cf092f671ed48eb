// A block-scope anonymous union's members are names of the block
// ([class.union.anon]p1): type punning through them, an anonymous struct
// inside it, and one initialised through a loop (GCC's opt/nrv14.C).
struct A {
    long a1, a2, a3;
};
struct B {
    long f[3];
    __device__ operator A() {
        union {
            long t[3];
            A a;
        };
        for (int i = 0; i < 3; i++)
            t[i] = f[i];
        return a;
    }
};

__global__ void run(int *out) {
    union {
        float f;
        unsigned bits;
    };
    f = 1.0f + out[63];
    out[0] = int(bits >> 16);
    union {
        struct {
            short lo, hi;
        };
        int whole;
    };
    whole = 0x00050003 + out[63];
    out[1] = lo * 10 + hi;
    lo = 9;
    out[2] = whole;
    B b = {{1, 3, 5}};
    A a = b;
    out[3] = int(a.a1 * 100 + a.a2 * 10 + a.a3);
}
