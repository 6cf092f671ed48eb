// Operator functions called by their names: `operator()(a, b)` and
// `operator[](i)` inside a member function (Thrust's
// `uniform_int_distribution::operator()(urng)` calls
// `operator()(urng, m_param)`), `operator+(x, y)` at namespace scope and
// `s.operator()(…)` / `this->operator()(…)`. tree-sitter-cpp reads the
// first forms as `operator` called with nothing (or subscripted with
// nothing) and `operator + (x, y)`: "use of undeclared identifier
// 'operator'" before.
struct V {
    int x;
};
__device__ V operator+(V a, V b) { return {a.x + b.x}; }
__device__ bool operator==(V a, V b) { return a.x == b.x; }
struct S {
    int base;
    __device__ int operator()(int a, int b) const { return base + a + b; }
    __device__ int operator[](int i) const { return i * 2 + base; }
    __device__ int operator()(int a) const { return operator()(a, a); }
    __device__ int f() const {
        return operator()(1, 2) * 100 + operator[](3) + this->operator()(4, 5);
    }
};
__global__ void run(int *out) {
    S s{10};
    out[0] = s.f();
    out[1] = operator+(V{1}, V{2}).x;
    out[2] = s.operator()(7, 8);
    out[3] = s(6);
    out[4] = operator==(V{3}, operator+(V{1}, V{2}));
}
