// Structured bindings: by value from a returned aggregate (a copy the
// names refer to), by reference into an object (writes reach it), const
// references, arrays, and in range-for loops over arrays of aggregates.
struct R {
    int q;
    float r;
};
struct Pt {
    int x, y, z;
};

__device__ R divide(int x) { return R{x / 2, x * 0.5f}; }

__global__ void run(int *out) {
    int zero = out[63];
    auto [q, r] = divide(9 + zero);
    out[0] = q * 10 + int(r * 2);

    Pt pts[3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9 + zero}};
    auto &[a, b, c] = pts[1];
    a = 40;
    out[1] = pts[1].x + b + c;
    auto [d, e, f] = pts[2];
    d = 70;
    out[2] = pts[2].x + e + f;
    const auto &[g, h, i] = pts[0];
    pts[0].y = 20;
    out[3] = g + h + i;

    int arr[3] = {5, 6, 7 + zero};
    auto [m, n, o] = arr;
    auto &[m2, n2, o2] = arr;
    o2 = 70;
    out[4] = m + n + o + arr[2];

    int s = 0;
    for (auto [u, v, w] : pts)
        s += u * v * w;
    for (auto &[u, v, w] : pts)
        u = v + w;
    out[5] = s;
    out[6] = pts[0].x + pts[1].x + pts[2].x;
}
