// A class prvalue on the left of `=`: the implicit copy (or move)
// assignment is a member function, so it runs on the materialised
// temporary ([expr.ass] applies to scalars only). Thrust's
// `*it = *jt` with proxy `device_reference`s assigns that way (its
// insertion sort); cudac rejected it as "expression is not assignable".

struct ref {
    int *p;
    __device__ ref &operator=(const int &v) {
        *p = v;
        return *this;
    }
};
struct box : ref {
    int tag;
    // Declares no copy assignment: `box = box` is the implicit one.
    __device__ box &operator=(const int &v) {
        ref::operator=(v + 100);
        return *this;
    }
};

__device__ ref make(int *p) { return ref{p}; }
__device__ box make_box(int *p, int t) {
    box b;
    b.p = p;
    b.tag = t;
    return b;
}

__global__ void run(int *out) {
    int x = 0, y = 0;
    // The temporary takes y's pointer; writing through the result writes y.
    int *q = (make(&x) = make(&y)).p;
    *q = 5;
    out[0] = x;
    out[1] = y;
    // A derived class's implicit copy assignment on a prvalue.
    box r = (make_box(&x, 1) = make_box(&y, 2));
    out[2] = r.tag;
    out[3] = r.p == &y;
    // The user's operator= still applies to a value.
    make_box(&x, 3) = 7;
    out[4] = x;
}
