// Unary, increment/decrement, subscript and dereference operators
// (members and free), iterator classes, and range-based for over objects
// with member and free begin/end (found by argument-dependent lookup):
// every symbol equals clang-19's
// (ng/ps/co/nt/de/pp/mm/ix operator names, postfix `int` parameters).
#include "clang_cuda.h"
struct V {
    float x, y;
    __device__ V operator-() const { return V{-x, -y}; }
    __device__ V operator+() const { return *this; }
    __device__ V operator-(V o) const { return V{x - o.x, y - o.y}; }
    __device__ float &operator[](int i) { return i ? y : x; }
    __device__ const float &operator[](int i) const { return i ? y : x; }
    __device__ V &operator++() { x += 1; return *this; }
    __device__ V operator++(int) { V t = *this; x += 1; return t; }
    __device__ V &operator--() { x -= 1; return *this; }
    __device__ V operator--(int) { V t = *this; x -= 1; return t; }
    __device__ bool operator!() const { return x == 0; }
    __device__ float operator*() const { return x * y; }
};
__device__ V operator~(V v) { return V{v.y, v.x}; }
namespace it {
struct Ptr {
    int *p;
    __device__ int &operator*() { return *p; }
    __device__ Ptr &operator++() { ++p; return *this; }
};
__device__ bool operator!=(Ptr a, Ptr b) { return a.p != b.p; }
struct Slice { int *lo, *hi; };
__device__ Ptr begin(Slice s) { return Ptr{s.lo}; }
__device__ Ptr end(Slice s) { return Ptr{s.hi}; }
}
template <class T, int N> struct Arr {
    T v[N];
    __device__ T *begin() { return v; }
    __device__ T *end() { return v + N; }
};
__global__ void unary_ops(float *o) {
    V a{1, 2};
    V b = -a;
    a[1] = 5;
    ++a;
    a++;
    --a;
    a--;
    V c = ~a;
    const V d = +c - b;
    o[0] = b.x + a[1] + c.x + !a + d[0] + *d;
}
__global__ void ranges(int *o) {
    int s = 0;
    for (int &x : it::Slice{o, o + 4})
        s += x;
    Arr<float, 3> a{{1, 2, 3}};
    for (float f : a)
        s += int(f);
    it::Slice sl{o, o + 2};
    o[1] = *begin(sl) + (end(sl) != begin(sl)); // found by argument-dependent lookup
    o[0] = s;
}
