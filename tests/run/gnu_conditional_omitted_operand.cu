// GNU's `a ?: b`: the first operand's value when it is nonzero, else the
// second, with the first evaluated once (GCC's torture/pr108166.C);
// pointers, mixed arithmetic types, nesting, and a constant initialiser.
__device__ int calls;
__device__ int next_val(int v) {
    ++calls;
    return v;
}
__device__ const char *name_or(const char *p) { return p ?: "none"; }
constexpr int folded = 0 ?: 7;

__global__ void run(int *out) {
    int z = out[63];
    calls = 0;
    out[0] = next_val(5 + z) ?: 9;
    out[1] = next_val(z) ?: 9;
    out[2] = calls;
    int a = 0, b = 3;
    out[3] = a ?: b ?: 4;
    out[4] = name_or(nullptr)[0] + name_or("x")[0];
    double d = z ?: 2.5;
    out[5] = int(d * 10);
    int i = 0;
    out[6] = i++ ?: i++ ?: 40;
    out[7] = i;
    out[8] = folded;
}
