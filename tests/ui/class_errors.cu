// Member functions, constructors and operators used wrongly.
struct V {
    float x;
    __device__ V(float a) : x(a) {}
    __device__ V(int a) : x(a) {}
    __device__ float get() { return x; }
    __device__ V operator+(const V &o) const { return V(x + o.x); }
};
__device__ void take(V &v);

__device__ float use(const V &c, double d) {
    V a(d);                  // ambiguous: float or int
    float g = c.get();       // get() is not const
    V b = a + 1.0f;          // converts through V(float)
    int n = a * a;           // no operator*
    take(V(1.0f));           // temporary to a non-const reference
    a.nothing();             // no such member
    return g + n + b.x + this->x;
}
