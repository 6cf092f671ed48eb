// Hidden friends of a class template, executed: operators and functions
// defined as friends, found by argument-dependent lookup, also for a
// derived class's objects.
template <class T> struct V2 {
    T x, y;
    friend __device__ V2 operator+(const V2 &a, const V2 &b) { return {a.x + b.x, a.y + b.y}; }
    friend __device__ T dot(V2 a, V2 b) { return a.x * b.x + a.y * b.y; }
    friend __device__ bool operator==(const V2 &a, const V2 &b) { return a.x == b.x && a.y == b.y; }
};
struct P3 : V2<int> {
    int z;
};

__global__ void run(int *out) {
    int zero = out[63];
    V2<int> a{1 + zero, 2}, b{3, 4};
    V2<int> c = a + b;
    out[0] = c.x * 10 + c.y;
    out[1] = dot(a, b);
    out[2] = (a + b == c) ? 1 : 0;
    P3 p;
    p.x = 5 + zero;
    p.y = 6;
    p.z = 7;
    out[3] = dot(p, p);
    V2<float> f{0.5f, 1.5f};
    out[4] = int(dot(f, f) * 4);
}
