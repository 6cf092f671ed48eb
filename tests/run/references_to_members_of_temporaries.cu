// A reference bound to a scalar or class member of a class prvalue
// (`const int &r = A().i;`, `int &&x = make().i;`, `const M &m =
// f().inner.m;`) binds the member of the materialised temporary, whose
// lifetime the reference extends ([class.temporary]p6; GCC init/ref19).
// Before, the member was copied into a temporary of its own and the
// class temporary was destroyed at the end of the declaration.
struct M {
    int v;
};
struct A {
    int *log;
    int i;
    M m;
    __device__ ~A() { log[40] += 1; }
};
struct Outer {
    int *log;
    A inner;
    __device__ ~Outer() { log[41] += 1; }
};
__device__ A make(int *log, int i) { return A{log, i, {i * 2}}; }
__device__ Outer make_outer(int *log) { return Outer{log, {log, 7, {9}}}; }
struct Bits {
    int *log;
    int b : 4;
    __device__ ~Bits() { log[42] += 1; }
};

__global__ void run(int *out) {
    {
        const int &r = A{out, 3, {4}}.i;
        out[0] = out[40];
        out[1] = r;
    }
    out[2] = out[40];
    {
        int &&x = make(out, 5).i;
        const M &m = make(out, 6).m;
        out[3] = out[40];
        x += 1;
        out[4] = x + m.v;
    }
    out[5] = out[40];
    {
        const M &mm = make_outer(out).inner.m;
        out[6] = out[41] * 10 + out[40];
        out[7] = mm.v;
    }
    out[8] = out[41] * 10 + out[40];
    {
        // A bit-field binds a copy: the class temporary dies at once.
        const int &b = Bits{out, 5}.b;
        out[9] = out[42];
        out[10] = b;
    }
    {
        // A converted member binds a temporary of its own.
        const long &l = make(out, 8).i;
        out[11] = out[40];
        out[12] = (int)l;
    }
}
