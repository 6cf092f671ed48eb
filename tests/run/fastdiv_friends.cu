// A divisor class as HeCBench's idivide writes it: private magic numbers
// read by a friend `operator/` declared with `__host__ __device__
// __forceinline__` before `friend` (a friend, not a member operator),
// and `x /= d` on an `int`, where `d` converts through `operator int()`
// to the built-in compound assignment.
#define ESS __host__ __device__ __forceinline__
class int_fastdiv {
public:
    ESS int_fastdiv(int divisor = 0) : d(divisor) { update(); }
    ESS operator int() const { return d; }

private:
    int d;
    int M;
    int s;
    ESS void update() {
        M = d * 2 + 1;
        s = d > 4 ? 1 : 0;
    }
    ESS friend int operator/(const int n, const int_fastdiv &divisor);
    friend __host__ __device__ int peek(const int_fastdiv &divisor);
};
ESS int operator/(const int n, const int_fastdiv &divisor) {
    return n / divisor.d + divisor.s * 1000 + (divisor.M & 0);
}
__host__ __device__ int peek(const int_fastdiv &divisor) { return divisor.M; }

__global__ void run(int *out) {
    int_fastdiv d3(3), d7(7);
    out[0] = 100 / d3;
    out[1] = 100 / d7;
    int x = 1000;
    x /= d3;
    out[2] = x;
    int y = 99;
    y %= d7;
    y += d3;
    out[3] = y;
    out[4] = peek(d7);
}
