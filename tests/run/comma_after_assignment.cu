// A comma after an assignment inside parentheses, which tree-sitter reads
// only at statement level: `c = (a = 3, b = 4, a + b)`, the pre-C++17
// fold over a pack (`int d[] = {(s += v[Is], 0)...}`, as CUB and Thrust
// write it), conditions and nested parentheses.
template <int... Is>
__device__ int sum(const int *v) {
    int s = 0;
    int d[] = {(s += v[Is], 0)..., 0};
    (void)d;
    return s;
}

template <class... Ts>
__device__ int count_and_sum(int &n, Ts... ts) {
    int total = 0;
    int d[] = {(n += 1, total += int(ts), 0)...};
    (void)d;
    return total;
}

__global__ void run(int *out) {
    int a = 0, b = 0, c;
    c = (a = 3, b = 4, a + b);
    out[0] = c;
    int v[4] = {1, 2, 3, 4};
    out[1] = sum<0, 1, 2, 3>(v);
    int i, j;
    for (i = 0, j = 9; i < j; i++, j--) out[2] = i * 10 + j;
    int n = 0;
    out[3] = count_and_sum(n, 1, 2.5, 'a');
    out[4] = n;
    int x = 1;
    if ((x = 5, x > 4)) out[5] = x;
    out[6] = (a = 10, b = 20, a + b);
    out[7] = a * 100 + b;
}
