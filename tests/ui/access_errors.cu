// Access control: private and protected members named from outside their
// class, from a derived class (private), and in a class template; the
// members, friends (functions and classes), nested classes, lambdas in
// members and derived classes (protected) that may name them are accepted.
class Counter {
    int n = 0;
    __device__ void bump() { ++n; }
  protected:
    int base = 1;
  public:
    __device__ int next() { bump(); auto f = [this] { return n + base; }; return f(); }
    friend __device__ int peek(const Counter &c);
    friend class Inspector;
    struct Nested { __device__ int get(const Counter &c) { return c.n; } };
};
__device__ int peek(const Counter &c) { return c.n; }
class Inspector { public: __device__ int look(const Counter &c) { return c.n + c.base; } };
struct Derived : Counter { __device__ int b() { return base; } __device__ int bad() { return n; } };
template <class T> class Box { T v; public: __device__ Box(T x) : v(x) {} __device__ T get() const { return v; } };
__global__ void k(int *o) {
    Counter c;
    o[0] = c.next() + peek(c) + Inspector().look(c) + Counter::Nested().get(c) + Derived().b();
    o[1] = c.n;
    c.bump();
    o[2] = c.base;
    Box<int> b(3);
    o[3] = b.get() + b.v;
}
