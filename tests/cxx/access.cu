// Access control accepts what C++ allows: members, friend functions and
// classes, nested classes, lambdas in members, derived classes naming
// protected members, and a nested class's member bodies seeing the
// enclosing class complete. Every symbol equals clang-19's.
#include "clang_cuda.h"
class Counter {
    int n = 0;
    __device__ void bump() { ++n; }

  protected:
    int base = 1;

  public:
    __device__ int next() {
        bump();
        auto f = [this] { return n + base; };
        return f();
    }
    friend __device__ int peek(const Counter &c);
    friend class Inspector;
    struct Nested {
        __device__ int get(const Counter &c) { return c.n; }
    };
};
__device__ int peek(const Counter &c) { return c.n; }
class Inspector {
  public:
    __device__ int look(const Counter &c) { return c.n + c.base; }
};
struct Derived : Counter {
    __device__ int b() { return base; }
};
template <class T> class Box {
    T v;

  public:
    __device__ Box(T x) : v(x) {}
    __device__ T get() const { return v; }
};
__global__ void k(int *o) {
    Counter c;
    Derived d;
    o[0] = c.next() + peek(c) + Inspector().look(c) + Counter::Nested().get(c) + d.b();
    Box<int> b(3);
    o[3] = b.get();
}
