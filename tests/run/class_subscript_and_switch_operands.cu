// A class operand of the built-in subscript and of a switch condition
// converts through its conversion function ([over.built]p14,
// [stmt.switch]p2): `out[ref]` with a reference-like index (Thrust's
// device_reference, remap-cuda), an index whose conversion yields a
// const reference, the class on either side of `[]`, and a switch on a
// class that converts to an enumeration or to an integer.
struct Ref {
    const int *p;
    __device__ operator int() const { return *p; }
};
struct CRef {
    int v;
    __device__ operator const int &() const { return v; }
};
enum Colour { Red, Green, Blue };
struct Paint {
    int c;
    __device__ operator Colour() const { return Colour(c); }
};

__device__ int classify(Paint p) {
    switch (p) {
    case Red: return 10;
    case Green: return 20;
    default: return 30;
    }
}
__device__ int bucket(Ref r) {
    switch (r) {
    case 0: return 1;
    case 5: return 2;
    default: return 3;
    }
}

__global__ void run(int *out) {
    int idx[4] = {3, 1, 0, 2};
    int vals[4];
    for (int i = 0; i < 4; ++i) {
        Ref r{&idx[i]};
        vals[r] = 10 * i + out[63];
    }
    out[0] = vals[0];
    out[1] = vals[1];
    out[2] = vals[2];
    out[3] = vals[3];
    CRef c{2};
    out[4] = vals[c];
    out[5] = Ref{&idx[0]}[vals];
    out[6] = classify(Paint{0}) + classify(Paint{1}) + classify(Paint{2});
    int five = 5 + out[63];
    out[7] = bucket(Ref{&idx[2]}) * 100 + bucket(Ref{&five}) * 10 + bucket(Ref{&idx[0]});
}
