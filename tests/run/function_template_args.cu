// Function pointers as non-type template arguments, executed: the
// specialisation calls the function its argument names.
__device__ float twice(float v) { return v * 2.0f; }
__device__ float plus_one(float v) { return v + 1.0f; }
using fn_t = float (*)(float);
template <fn_t F> __device__ float apply(float v, int times) {
    for (int i = 0; i < times; ++i)
        v = F(v);
    return v;
}
template <fn_t F, fn_t G> struct Compose {
    __device__ static float run(float v) { return G(F(v)); }
};

__global__ void run(int *out) {
    float zero = float(out[63]);
    out[0] = int(apply<twice>(3.0f + zero, 3));
    out[1] = int(apply<&plus_one>(3.0f + zero, 4));
    out[2] = int(Compose<twice, plus_one>::run(5.0f + zero));
    out[3] = int(Compose<plus_one, twice>::run(5.0f + zero));
}
