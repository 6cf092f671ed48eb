// An implicit conversion through a converting constructor that is a
// template, or whose other parameters have defaults, as libstdc++'s
// `basic_string(const char *, const Alloc & = Alloc())` (a constructor
// template in C++17): a `const char *` argument converts to a
// `const std::string &` parameter with it.
template <class A> struct text {
    template <class = A> __device__ text(const char *s, const A &a = A()) : c(s[0] + a) {}
    int c;
};
struct tag {
    template <class T> __device__ tag(T *p) : n((int)sizeof(T)) {}
    int n;
};
struct both {
    __device__ both(int x, int y = 5) : v(x * y) {}
    int v;
};
__device__ int f(const text<int> &t) { return t.c; }
__device__ int g(tag t) { return t.n; }
__device__ int h(const both &b) { return b.v; }
__global__ void run(int *out) {
    out[0] = f("x");
    double d = 0;
    out[1] = g(&d);
    out[2] = h(3);
}
