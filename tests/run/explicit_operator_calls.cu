// Operator functions called by name through an object or a pointer
// (`it.operator->()`, `p->operator+(x)`), as libstdc++'s iterators and
// `std::__to_address` call them; tree-sitter-cpp cannot parse them.
struct P {
    int v;
    __device__ int *operator->() { return &v; }
    __device__ int operator+(int x) const { return v + x; }
    __device__ int operator()(int a) { return a * v; }
    __device__ bool operator==(const P &o) const { return v == o.v; }
};

template <class It> __device__ int *address_of(It &it) { return it.operator->(); }

__global__ void run(int *out) {
    P p{out[63] + 3};
    P *q = &p;
    out[0] = *p.operator->();
    out[1] = p.operator+(4);
    out[2] = q->operator+(5);
    out[3] = p.operator()(6);
    out[4] = *address_of(p) + p.operator==(P{3}) * 100 + q->operator==(P{4}) * 1000;
}
