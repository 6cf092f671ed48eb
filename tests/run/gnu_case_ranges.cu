// GNU's case ranges (`case 'a' ... 'z':`, bounds that are constant
// expressions, next to ordinary labels) and GCC's alternate keywords
// `__const__`, `__const` and `__signed__`, and zero-length arrays.
__device__ __const__ int twice(__const int x) { return 2 * x; }

__device__ int classify(int c) {
    switch (c) {
    case '0' ... '9':
        return 1;
    case 'a' ... 'f':
    case 'A' ... 'F':
        return 2;
    case 'g' + 0 ... 'z' - 0:
        return 3;
    case ' ':
        return 4;
    default:
        return 0;
    }
}

// GNU's zero-length array ending a header struct: no storage of its own,
// the elements follow the header in the same allocation.
struct Packet {
    int n;
    int data[0];
};

__device__ void run_zero_length(int *out) {
    int words[8] = {3, 10, 20, 30};
    Packet *p = (Packet *)words;
    out[30] = sizeof(Packet);
    out[31] = p->data[0] + p->data[p->n - 1];
}

__global__ void run(int *out) {
    int zero = out[63];
    const char *s = "09afAFgz Q!";
    for (int i = 0; s[i]; ++i)
        out[i] = classify(s[i] + zero);
    __signed__ char sc = -3;
    out[20] = twice(sc);
    run_zero_length(out);
}
