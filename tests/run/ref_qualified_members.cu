// Member functions overloaded on their ref-qualifier (`&`, `const &`,
// `&&`, `const &&`), as libcu++'s optional::and_then/transform/value are:
// four declarations of one template are four functions, and the object's
// value category picks among them. Before, "redefinition of 'and_then'"
// and "call to 'g' is ambiguous".
struct O {
    int v;
    template <class F> __device__ int at(F f) & { return f(v) + 1; }
    template <class F> __device__ int at(F f) const & { return f(v) + 2; }
    template <class F> __device__ int at(F f) && { return f(v) + 3; }
    template <class F> __device__ int at(F f) const && { return f(v) + 4; }
    __device__ int g() & { return 1; }
    __device__ int g() && { return 2; }
    __device__ int h() const & { return 5; }   // binds rvalues too
};
struct Id { __device__ int operator()(int x) const { return x; } };
__device__ O make(int v) { return O{v}; }
template <class T> __device__ T &&move(T &t) { return static_cast<T &&>(t); }
__global__ void run(int *out) {
    O o{10};
    const O c{20};
    out[0] = o.at(Id{});
    out[1] = c.at(Id{});
    out[2] = O{30}.at(Id{});
    out[3] = static_cast<const O &&>(c).at(Id{});
    out[4] = o.g() + O{1}.g() * 10 + make(2).g() * 100 + move(o).g() * 1000;
    out[5] = o.h() + make(3).h() * 10;
}
