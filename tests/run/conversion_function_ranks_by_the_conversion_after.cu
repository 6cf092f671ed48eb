// Two user-defined conversion sequences through the same conversion
// function rank by the standard conversion after it ([over.ics.rank]
// p3.3): with `operator float()`, `x = h` picks `operator=(float)` over
// `operator=(double)`. CUTLASS's `half_t` assigned to a `__half` (CuTe
// kernels' `sum(0) = tCrC(0)`) was an ambiguous call.
struct Raw {
    unsigned short x;
};
struct X {
    int v = 0;
    int how = 0;
    __device__ X() = default;
    __device__ X(const Raw &r) : v(r.x), how(1) {}
    __device__ X(float f) : v((int)f), how(2) {}
    __device__ X(int f) : v(f), how(3) {}
    __device__ X &operator=(const Raw &r) {
        v = r.x;
        how = 4;
        return *this;
    }
    __device__ X &operator=(float f) {
        v = (int)(f * 10);
        how = 5;
        return *this;
    }
    __device__ X &operator=(double f) {
        v = (int)(f * 100);
        how = 6;
        return *this;
    }
    __device__ operator Raw() const { return Raw{(unsigned short)v}; }
};
struct H {
    float f;
    __device__ operator float() const { return f; }
    __device__ explicit operator double() const { return 2.5; }
};
__device__ int take(long) { return 1; }
__device__ int take(int) { return 2; }
struct I {
    __device__ operator int() const { return 7; }
};

__global__ void run(int *out) {
    X x;
    H h{1.5f};
    x = h;
    out[0] = x.v;
    out[1] = x.how;
    out[2] = take(I{});
}
