// Pack expansions in braced lists: an array sized by its pack (`int a[]
// = {0, (ts * 2)...}`), an aggregate (`S3 s{ts...}`), `return {ts...};`,
// and a pack of mixed types converted element by element.
struct S3 {
    int a, b, c;
};

template <class... Ts> __device__ S3 make(Ts... ts) { return {ts...}; }

template <class... Ts> __device__ int doubled_sum(Ts... ts) {
    int arr[] = {0, (ts * 2)...};
    int s = 0;
    for (int x : arr)
        s += x;
    return s * 100 + int(sizeof(arr) / sizeof(arr[0]));
}

template <class... Ts> __device__ int aggregate(Ts... ts) {
    S3 s{ts...};
    return s.a * 100 + s.b * 10 + s.c;
}

template <class... Ts> __device__ int truncated(Ts... ts) {
    int v[] = {int(ts)...};
    return v[0] * 100 + v[1] * 10 + v[2];
}

__global__ void run(int *out) {
    int zero = out[63];
    S3 s = make(1 + zero, 2, 3);
    out[0] = s.a + s.b * 10 + s.c * 100;
    out[1] = doubled_sum(1, 2, 3 + zero, 4);
    out[2] = doubled_sum(zero);
    out[3] = aggregate(4, 5 + zero, 6);
    out[4] = truncated(1.9f, 2.5, 7L + zero);
}
