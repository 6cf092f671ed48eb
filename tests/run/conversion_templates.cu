// Conversion function templates, executed: implicit ones deduce their
// target from the destination, explicit ones serve explicit casts.
struct Any {
    double v;
    template <class T> __device__ operator T() const { return T(v * 2); }
};
struct Half {
    unsigned short bits;
    template <class T> __device__ explicit operator T() const { return T(bits) / 2; }
};

__global__ void run(int *out) {
    int zero = out[63];
    Any a{1.75 + zero};
    float f = a;
    int x = a;
    out[0] = int(f * 100);
    out[1] = x;
    Half h{7};
    out[2] = (int)h + zero;
    out[3] = int(static_cast<float>(h) * 10);
}
