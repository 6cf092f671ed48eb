// Pointers to members declared as class members and template arguments
// (`float P::* m;`, `S<int P::*>`), which tree-sitter read as a bit-field
// ("unexpected token ':'"); `p.*ms[i]`, which is `p.*(ms[i])`; and
// operator functions called by name at the start of a statement
// (`operator=(o);` in a member function), which did not parse.
struct P {
    float x, y, z;
};
struct Axis {
    float P::* m;
    int P::* unused;
};
template <class T> struct Holder {
    T m;
};
struct PickY {
    __device__ static float get(const P &p) {
        Holder<float P::*> h{&P::y};
        return p.*h.m;
    }
};
struct V {
    int a[3];
    int copies = 0;
    __device__ V &operator=(const V &o) {
        for (int i = 0; i < 3; ++i)
            a[i] = o.a[i];
        ++copies;
        return *this;
    }
    __device__ V &operator+=(int k) {
        for (int i = 0; i < 3; ++i)
            a[i] += k;
        return *this;
    }
    __device__ void assign(const V &o) {
        operator=(o);
        operator+=(10);
    }
    __device__ int operator()(int i) const { return a[i]; }
    __device__ int sum() const { return operator()(0) + (*this)(1) + this->operator()(2); }
};

__global__ void run(int *out) {
    P p{1.5f, 2.5f, 3.5f};
    P *pp = &p;
    float P::* ms[3] = {&P::x, &P::y, &P::z};
    Axis ax{&P::z, nullptr};
    for (int i = 0; i < 3; ++i) {
        out[i] = (int)(p.*ms[i] * 10);
        out[3 + i] = (int)(pp->*ms[2 - i] * 10);
    }
    out[6] = (int)(p.*ax.m * 10);
    out[7] = ax.unused == nullptr;
    out[8] = (int)(PickY::get(p) * 10);
    V v{{1, 2, 3}}, w{{0, 0, 0}};
    w.assign(v);
    out[9] = w.sum();
    out[10] = w.copies;
}
