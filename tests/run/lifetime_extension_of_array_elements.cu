// A reference bound to an element of a temporary's member array (through
// a base class too) extends the whole temporary's lifetime to the
// reference's ([class.temporary]p6; GCC cpp0x/temp-extend1). Before, the
// element access stopped the search for the bound temporary: it was
// destroyed at the end of the declaration and the reference dangled.
// A temporary's array member is an xvalue array that can be subscripted
// (`Grid{…}.cells[1][2]` was "subscripted value is not an array").
struct A {
    int *log;
    int i[2];
    __device__ ~A() { log[40] += 1; }
};
struct B : A {};
struct Grid {
    int *log;
    int cells[2][3];
    __device__ ~Grid() { log[41] += 1; }
};
__device__ B make_b(int *out) { return B{{out, {4, 5}}}; }

__global__ void run(int *out) {
    {
        const int &r = make_b(out).i[1];
        out[0] = out[40];
        out[1] = r;
    }
    out[2] = out[40];
    {
        const int &c = Grid{out, {{1, 2, 3}, {4, 5, 6}}}.cells[1][2];
        out[3] = out[41];
        out[4] = c;
    }
    out[5] = out[41];
    int sum = make_b(out).i[0] + make_b(out).i[1];
    out[6] = sum;
    out[7] = out[40];
}
